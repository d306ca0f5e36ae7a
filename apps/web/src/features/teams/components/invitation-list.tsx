import type { PendingInvitationDto } from '@hirehand/shared/business/team';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { useReader } from '@/lib/session/use-reader';

interface InvitationListProps {
  invitations: PendingInvitationDto[];
  /** Cancel shows for people who manage the team. */
  canManage: boolean;
  cancellingId: string | null;
  onCancel(invitation: PendingInvitationDto): void;
}

/** Spec 2 §2.4's pending rows: e-mail, role, Pending badge, who invited and until when; Cancel. */
export function InvitationList({ invitations, canManage, cancellingId, onCancel }: InvitationListProps) {
  const { t } = useTranslation('teams');
  const reader = useReader();
  if (invitations.length === 0) {
    return <p className="py-8 text-center text-sm text-slate-600">{t('invitations.empty')}</p>;
  }
  return (
    <ul
      aria-label={t('invitations.listLabel')}
      className="divide-y divide-slate-200 rounded-xl border border-slate-200"
    >
      {invitations.map((invitation) => (
        <li
          key={invitation.id}
          data-testid="pending-invitation"
          className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:gap-4 sm:p-4"
        >
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-900"
            >
              <Mail className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900">
                <span className="min-w-0 [overflow-wrap:anywhere]">{invitation.email}</span>
                <Badge tone="warning">{t('invitations.pending')}</Badge>
              </p>
              <p className="text-sm text-slate-700">{t(`roles.${invitation.role}`)}</p>
              <p className="text-xs text-slate-600">
                {invitation.invited_by
                  ? `${t('invitations.invitedBy', { name: invitation.invited_by })} · `
                  : ''}
                {t('invitations.expires', { date: formatDate(invitation.expires_at, reader) })}
              </p>
            </div>
          </div>
          {canManage ? (
            <Button
              variant="secondary"
              size="sm"
              className="self-start sm:self-center"
              aria-label={t('invitations.cancelLabel', { email: invitation.email })}
              disabled={cancellingId === invitation.id}
              onClick={() => onCancel(invitation)}
            >
              {cancellingId === invitation.id ? <Spinner /> : null}
              {t('invitations.cancel')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
