import type { SupportPriority } from '@hirehand/shared/membership/membership';
import type { SupportTicketStatus } from '@hirehand/shared/support/support-tickets';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const STATUS_LOOK: Record<SupportTicketStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  answered: 'bg-green-100 text-green-900',
  closed: 'bg-slate-200 text-slate-800',
};

export function TicketStatusBadge({ status }: { status: SupportTicketStatus }) {
  const { t } = useTranslation('staff');
  return (
    <span className={cn('rounded px-1.5 text-xs font-medium', STATUS_LOOK[status])}>
      {t(`tickets.status.${status}`)}
    </span>
  );
}

/** Premium members' tickets go first (`front`), then professional members' (`priority`). */
export function PriorityMark({ priority }: { priority: SupportPriority | null }) {
  const { t } = useTranslation('staff');
  if (!priority) return null;
  return (
    <span
      className={cn(
        'rounded px-1.5 text-xs font-semibold',
        priority === 'front' ? 'bg-purple-100 text-purple-900' : 'bg-blue-100 text-blue-900',
      )}
    >
      {t(`tickets.priority.${priority}`)}
    </span>
  );
}

/** A visitor's ticket: no account behind it, so the answer goes by e-mail only. */
export function VisitorMark({ visitor }: { visitor: boolean }) {
  const { t } = useTranslation('staff');
  if (!visitor) return null;
  return (
    <span className="rounded bg-orange-100 px-1.5 text-xs font-semibold text-orange-900">
      {t('tickets.visitor')}
    </span>
  );
}
