import type { SecurityActivityItemDto } from '@hirehand/shared/account/security-activity';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { APP_LOCALE } from '@/lib/format';
import { useSecurityActivity } from '../api/security-activity';

/** The moment in the person's own time zone (the browser's), date and time. */
const formatMoment = (iso: string) =>
  new Intl.DateTimeFormat(APP_LOCALE, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function ActivityItem({ item }: { item: SecurityActivityItemDto }) {
  const { t } = useTranslation('settings');
  const what = t(`activity.kinds.${item.kind}`);
  const how =
    item.method && (item.kind === 'signed_in' || item.kind === 'account_created')
      ? ` ${t(`activity.methods.${item.method}`)}`
      : '';
  const where = [
    item.device === 'Unknown device' ? t('activity.unknownDevice') : item.device,
    item.approximate_address ? t('activity.address', { address: item.approximate_address }) : null,
  ].filter(Boolean);
  return (
    <li className="grid gap-1 border-b border-slate-200 py-3 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-words text-slate-900">{`${what}${how}`}</span>
        {item.new_device ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {t('activity.newDevice')}
          </span>
        ) : null}
        {item.new_address ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {t('activity.newAddress')}
          </span>
        ) : null}
      </div>
      <p className="text-sm break-words text-slate-700">
        <time dateTime={item.occurred_at}>{formatMoment(item.occurred_at)}</time>
        {where.map((part) => (
          <span key={part}> · {part}</span>
        ))}
      </p>
      {item.sessions_ended ? (
        <p className="text-sm text-slate-700">
          {t('activity.sessionsEnded', { count: item.sessions_ended })}
        </p>
      ) : null}
    </li>
  );
}

/** Settings' "Security activity": the person's own sign-ins and credential changes, newest first. */
export function SecurityActivity({ headingId }: { headingId: string }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const query = useSecurityActivity();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Spinner className="size-5" />
        {tc('loading')}
      </p>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-slate-800">
        <p>{t('activity.loadFailed')}</p>
        <Button type="button" variant="secondary" onClick={() => void query.refetch()}>
          {t('activity.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-slate-700">{t('activity.text')}</p>
      {items.length === 0 ? (
        <p className="text-slate-700">{t('activity.empty')}</p>
      ) : (
        <ol aria-labelledby={headingId} className="grid">
          {items.map((item) => (
            <ActivityItem key={item.id} item={item} />
          ))}
        </ol>
      )}
      {query.hasNextPage ? (
        <div>
          <Button
            type="button"
            variant="secondary"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t('activity.loadingMore') : t('activity.more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
