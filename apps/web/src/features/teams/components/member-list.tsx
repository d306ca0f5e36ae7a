import type { TeamDto, TeamMemberDto } from '@hirehand/shared/business/team';
import type { InvitableRole, TeamRole } from '@hirehand/shared/business/team-roles';
import { Settings, UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useReader } from '@/lib/session/use-reader';
import { selectLook } from '../lib/select-look';
import { assignableRoles, canChangeMember, initialOf } from '../lib/team-rules';

const roleTone: Record<TeamRole, 'brand' | 'success' | 'neutral' | 'warning'> = {
  owner: 'warning',
  admin: 'brand',
  team_member: 'success',
  viewer: 'neutral',
};

interface MemberListProps {
  team: TeamDto;
  myUserId: string | undefined;
  /** The member whose role is being saved from the row's dropdown. */
  savingId: string | null;
  onRoleChange(member: TeamMemberDto, role: InvitableRole): void;
  onSettings(member: TeamMemberDto): void;
  onRemove(member: TeamMemberDto): void;
}

/** Spec 2 §2.4's member rows: initial, name, e-mail, role badge, Joined date; the controls the caller may use. */
export function MemberList({
  team,
  myUserId,
  savingId,
  onRoleChange,
  onSettings,
  onRemove,
}: MemberListProps) {
  const { t } = useTranslation('teams');
  const reader = useReader();
  if (team.team_members.length === 0) {
    return <p className="py-8 text-center text-sm text-slate-600">{t('members.empty')}</p>;
  }
  return (
    <ul
      aria-label={t('members.listLabel')}
      className="divide-y divide-slate-200 rounded-xl border border-slate-200"
    >
      {team.team_members.map((member) => {
        const name = member.full_name?.trim() || t('members.unknown');
        const changeable = canChangeMember(team, member, myUserId);
        return (
          <li
            key={member.id}
            data-testid="team-member"
            className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:gap-4 sm:p-4"
          >
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-100 font-semibold text-blue-900"
              >
                {initialOf(member.full_name, member.email)}
              </span>
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900">
                  <span className="min-w-0 break-words">{name}</span>
                  {member.user_id === myUserId ? (
                    <span className="text-xs font-normal text-slate-600">{t('members.you')}</span>
                  ) : null}
                  <Badge tone={roleTone[member.role]}>{t(`roles.${member.role}`)}</Badge>
                </p>
                <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{member.email}</p>
                <p className="text-xs text-slate-600">
                  {t('members.joined', { date: formatDate(member.joined_at, reader) })}
                  {member.jobs_managed > 0
                    ? ` · ${t('members.jobsManaged', { count: member.jobs_managed })}`
                    : ''}
                </p>
              </div>
            </div>
            {changeable ? (
              <div className="flex items-center gap-2 sm:shrink-0">
                <select
                  aria-label={t('members.roleOf', { name })}
                  value={member.role}
                  disabled={savingId === member.id}
                  onChange={(event) => onRoleChange(member, event.target.value as InvitableRole)}
                  className={cn(selectLook, 'w-auto min-w-0 flex-1 sm:w-40 sm:flex-none')}
                >
                  {assignableRoles(team.my_role).map((role) => (
                    <option key={role} value={role}>
                      {t(`roles.${role}`)}
                    </option>
                  ))}
                </select>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('members.settings', { name })}
                  title={t('members.settings', { name })}
                  onClick={() => onSettings(member)}
                >
                  <Settings aria-hidden="true" className="size-5" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('members.remove', { name })}
                  title={t('members.remove', { name })}
                  className="text-red-700 hover:bg-red-50 hover:text-red-800"
                  onClick={() => onRemove(member)}
                >
                  <UserMinus aria-hidden="true" className="size-5" />
                </Button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
