import type { StaffContactMessagesPageDto } from '@hirehand/shared/staff/contact-messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatReceivedAt } from '../lib/received-at';
import { StaffPager } from './staff-pager';

/** The console's own address for a page of the list and a chosen message (none: plain /staff). */
const address = (page: number, message?: string) => {
  const query = new URLSearchParams();
  if (page > 1) query.set('page', String(page));
  if (message) query.set('message', message);
  const text = query.toString();
  return { search: text ? `?${text}` : '' };
};

/** One page of messages as links (Tab and Enter move through them), with the pages below. */
export function ContactMessageList({
  data,
  selected,
}: {
  data: StaffContactMessagesPageDto;
  selected: string | null;
}) {
  const { t } = useTranslation('staff');
  const pages = Math.max(1, Math.ceil(data.total / data.limit));
  if (data.total === 0) return <p className="mt-4 text-slate-700">{t('contactMessages.empty')}</p>;
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">{t('contactMessages.summary', { count: data.total })}</p>
      <ul
        aria-label={t('contactMessages.listLabel')}
        className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
      >
        {data.messages.map((message) => {
          const current = message.id === selected;
          return (
            <li key={message.id}>
              <Link
                to={address(data.page, message.id)}
                aria-current={current ? 'true' : undefined}
                className={cn(
                  'block px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-blue-700',
                  current && 'bg-blue-50 hover:bg-blue-50',
                )}
              >
                <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="min-w-0 font-semibold text-slate-900 [overflow-wrap:anywhere]">
                    {message.subject}
                  </span>
                  <time dateTime={message.created_at} className="text-sm text-slate-600">
                    {formatReceivedAt(message.created_at)}
                  </time>
                </span>
                <span className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
                  <span className="[overflow-wrap:anywhere]">
                    {t('contactMessages.from', { name: message.name })}
                  </span>
                  <span className="rounded bg-slate-100 px-1.5 text-slate-800">
                    {t(`types.${message.type}`)}
                  </span>
                  {message.mailed_at ? null : (
                    <span className="rounded bg-amber-100 px-1.5 text-amber-900">
                      {t('contactMessages.notMailed')}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <StaffPager
        label={t('contactMessages.pagination')}
        page={data.page}
        pages={pages}
        addressOf={(page) => address(page)}
      />
    </>
  );
}
