import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatTime } from '@/lib/format';
import { useReader } from '@/lib/session/use-reader';
import { useTeamActivity } from '../api/team-activity';

/** The team's recent changes (the audit trail of decision 042), for the owner and those who manage the team. */
export function TeamActivityList({ companyId }: { companyId: string | undefined }) {
  const { t } = useTranslation('teams');
  const reader = useReader();
  const activity = useTeamActivity(companyId, true);
  if (activity.isPending) return <Spinner className="my-3" />;
  if (activity.isError) {
    return (
      <p role="alert" className="py-2 text-sm text-red-700">
        {t('activity.failed')}
      </p>
    );
  }
  if (activity.data.events.length === 0)
    return <p className="py-2 text-sm text-slate-600">{t('activity.empty')}</p>;
  return (
    <ol className="mt-2 flex flex-col gap-2" data-testid="team-activity">
      {activity.data.events.map((event) => (
        <li key={event.id} className="flex flex-col text-sm sm:flex-row sm:gap-3">
          <time dateTime={event.at} className="shrink-0 text-xs text-slate-600 sm:w-40 sm:text-sm">
            {formatDate(event.at, reader)} {formatTime(event.at, reader)}
          </time>
          <span className="text-slate-800">
            {t(`activity.actions.${event.action}`, {
              actor: event.actor_name ?? t('activity.someone'),
              subject: event.subject ?? '',
            })}
          </span>
        </li>
      ))}
    </ol>
  );
}
