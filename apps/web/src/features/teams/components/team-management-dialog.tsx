import type { PendingInvitationDto, TeamDto, TeamMemberDto } from '@hirehand/shared/business/team';
import type { InvitableRole } from '@hirehand/shared/business/team-roles';
import { CircleAlert, LogOut, RotateCcw, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useLeaveTeam } from '../api/leave-team';
import { useMyCompanies } from '../api/my-companies';
import { useRemoveMember } from '../api/remove-member';
import { useTeam } from '../api/team';
import { useUpdatePermissions } from '../api/update-permissions';
import { selectLook } from '../lib/select-look';
import { assignableRoles, canManageTeam } from '../lib/team-rules';
import { ConfirmDialog } from './confirm-dialog';
import { InvitationList } from './invitation-list';
import { InviteMemberForm } from './invite-member-form';
import { MemberList } from './member-list';
import { MemberPermissionsEditor } from './member-permissions-editor';
import { RolesTable } from './roles-table';
import { TeamActivityList } from './team-activity-list';

export interface TeamManagementDialogProps {
  open: boolean;
  /** The company to open on; without it, the caller's own company (or their first team). */
  companyId?: string;
  onOpenChange(open: boolean): void;
}

type Tab = 'team' | 'invitations' | 'roles';

const detailOf = (error: unknown) => (error instanceof ApiError ? error.detail : undefined);

/**
 * Team Management (spec 2 §2.4, issue 22, decision 042): the company's members, its pending
 * invitations and the roles table. Everything shown comes from the server; a refusal shows the
 * server's text. People without `can_manage_team` see the lists read-only.
 */
export function TeamManagementDialog({ open, companyId, onOpenChange }: TeamManagementDialogProps) {
  const { t } = useTranslation('teams');
  const session = useSession();
  const business = session?.user.user_type === 'employer' || session?.user.user_type === 'company';
  const companies = useMyCompanies(open && session !== null);
  const [chosen, setChosen] = useState<string | undefined>(companyId);
  // A worker has no company of their own: their first team is where they start.
  const scope = chosen ?? (business ? undefined : companies.data?.companies[0]?.id);
  const team = useTeam(scope, open && session !== null && (business || scope !== undefined));
  const noCompany = !business && companies.isSuccess && companies.data.companies.length === 0 && !chosen;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')} data-testid="team-management" className="max-w-4xl p-4 sm:p-6">
        <div className="flex items-start gap-3 pr-10">
          <span className="rounded-xl bg-blue-100 p-2 text-blue-900">
            <Users aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0">
            <DialogTitle className="text-xl sm:text-2xl">{t('title')}</DialogTitle>
            <DialogDescription className="text-sm text-slate-700">
              {team.data ? team.data.company.name : t('subtitle')}
            </DialogDescription>
          </div>
        </div>
        {(companies.data?.companies.length ?? 0) > 1 ? (
          <label className="mt-3 flex flex-col gap-1 text-sm font-medium text-slate-800 sm:max-w-xs">
            {t('company')}
            <select
              className={selectLook}
              value={scope ?? team.data?.company.id ?? ''}
              onChange={(event) => setChosen(event.target.value)}
            >
              {companies.data?.companies.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}

        <div className="relative mt-4 min-h-48">
          {noCompany ? (
            <div className="flex flex-col items-center gap-2 py-10 text-center">
              <Users aria-hidden="true" className="size-10 text-slate-500" />
              <p className="text-lg font-semibold text-slate-900">{t('noCompany.heading')}</p>
              <p className="max-w-md text-sm text-slate-700">{t('noCompany.text')}</p>
            </div>
          ) : team.isError ? (
            <div className="flex flex-col items-center gap-3 py-10 text-center">
              <div role="alert" className="flex flex-col items-center gap-1">
                <CircleAlert aria-hidden="true" className="size-8 text-red-700" />
                <p className="font-semibold text-slate-900">
                  {t('loadFailed', { status: team.error instanceof ApiError ? team.error.status : 0 })}
                </p>
                {detailOf(team.error) ? (
                  <p className="text-sm text-slate-700">{detailOf(team.error)}</p>
                ) : null}
              </div>
              <Button variant="secondary" onClick={() => void team.refetch()}>
                <RotateCcw aria-hidden="true" className="size-4" />
                {t('retry')}
              </Button>
            </div>
          ) : team.data ? (
            <TeamTabs
              team={team.data}
              scope={scope}
              myUserId={session?.user.id}
              onLeft={() => onOpenChange(false)}
            />
          ) : null}
          {(team.isFetching && !team.data) || (companies.isPending && !business && !chosen) ? (
            <div
              role="status"
              className="absolute inset-0 z-10 flex items-center justify-center gap-2 rounded-xl bg-white/80 text-slate-800"
            >
              <Spinner />
              {t('loading')}
            </div>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}

interface TeamTabsProps {
  team: TeamDto;
  scope: string | undefined;
  myUserId: string | undefined;
  onLeft(): void;
}

function TeamTabs({ team, scope, myUserId, onLeft }: TeamTabsProps) {
  const { t } = useTranslation('teams');
  const [tab, setTab] = useState<Tab>('team');
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamMemberDto | null>(null);
  const [removing, setRemoving] = useState<TeamMemberDto | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [savingId, setSavingId] = useState<string | null>(null);
  const [cancellingId, setCancellingId] = useState<string | null>(null);
  const updatePermissions = useUpdatePermissions();
  const cancel = useCancelInvitation();
  const remove = useRemoveMember();
  const leave = useLeaveTeam();
  const manage = canManageTeam(team);
  const companyId = scope ?? team.company.id;
  const nameOf = (member: TeamMemberDto) => member.full_name?.trim() || member.email;

  const changeRole = (member: TeamMemberDto, role: InvitableRole) => {
    setSavingId(member.id);
    updatePermissions.mutate(
      { memberId: member.id, input: { role, company_id: companyId } },
      {
        onSuccess: () => toast(t('updated'), 'success'),
        onError: (error) => toast(detailOf(error) ?? t('updateFailed'), 'error'),
        onSettled: () => setSavingId(null),
      },
    );
  };

  const cancelInvitation = (invitation: PendingInvitationDto) => {
    setCancellingId(invitation.id);
    cancel.mutate(
      { invitationId: invitation.id, companyId },
      {
        onSuccess: () => toast(t('invitations.cancelled'), 'success'),
        onError: (error) => toast(detailOf(error) ?? t('invitations.cancelFailed'), 'error'),
        onSettled: () => setCancellingId(null),
      },
    );
  };

  return (
    <>
      <Tabs value={tab} onValueChange={(next) => setTab(next as Tab)}>
        <TabsList aria-label={t('tabs.label')} className="flex-wrap">
          <TabsTrigger value="team">{t('tabs.team', { count: team.team_members.length })}</TabsTrigger>
          <TabsTrigger value="invitations">
            {t('tabs.invitations', { count: team.pending_invitations.length })}
          </TabsTrigger>
          <TabsTrigger value="roles">{t('tabs.roles')}</TabsTrigger>
        </TabsList>
        <TabsContent value="team" className="mt-4">
          {manage ? (
            inviting ? (
              <InviteMemberForm
                companyId={companyId}
                roles={assignableRoles(team.my_role)}
                onDone={() => setInviting(false)}
              />
            ) : (
              <div className="mb-4 flex justify-end">
                <Button onClick={() => setInviting(true)}>
                  <UserPlus aria-hidden="true" className="size-4" />
                  {t('invite.open')}
                </Button>
              </div>
            )
          ) : (
            <p className="mb-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{t('members.readOnly')}</p>
          )}
          <MemberList
            team={team}
            myUserId={myUserId}
            savingId={savingId}
            onRoleChange={changeRole}
            onSettings={setEditing}
            onRemove={(member) => {
              remove.reset();
              setRemoving(member);
            }}
          />
          {manage ? <ActivityDisclosure companyId={companyId} /> : null}
          {team.my_role !== 'owner' ? (
            <div className="mt-4 flex justify-end">
              <Button
                variant="ghost"
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
                onClick={() => {
                  leave.reset();
                  setLeaving(true);
                }}
              >
                <LogOut aria-hidden="true" className="size-4" />
                {t('leave.open')}
              </Button>
            </div>
          ) : null}
        </TabsContent>
        <TabsContent value="invitations" className="mt-4">
          <InvitationList
            invitations={team.pending_invitations}
            canManage={manage}
            cancellingId={cancellingId}
            onCancel={cancelInvitation}
          />
        </TabsContent>
        <TabsContent value="roles" className="mt-4">
          <RolesTable />
        </TabsContent>
      </Tabs>

      {editing ? (
        <MemberPermissionsEditor
          team={team}
          member={editing}
          companyId={companyId}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('remove.title', { name: removing ? nameOf(removing) : '' })}
        text={t('remove.text', { company: team.company.name })}
        confirmLabel={t('remove.confirm')}
        cancelLabel={t('remove.cancel')}
        pending={remove.isPending}
        error={remove.isError ? (detailOf(remove.error) ?? t('remove.failed')) : null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        onConfirm={() => {
          if (!removing) return;
          const name = nameOf(removing);
          remove.mutate(
            { memberId: removing.id, companyId },
            {
              onSuccess: () => {
                toast(t('remove.done', { name }), 'success');
                setRemoving(null);
              },
            },
          );
        }}
      />
      <ConfirmDialog
        open={leaving}
        title={t('leave.title', { company: team.company.name })}
        text={t('leave.text', { company: team.company.name })}
        confirmLabel={t('leave.confirm')}
        cancelLabel={t('leave.cancel')}
        pending={leave.isPending}
        error={leave.isError ? (detailOf(leave.error) ?? t('leave.failed')) : null}
        onOpenChange={setLeaving}
        onConfirm={() =>
          leave.mutate(team.company.id, {
            onSuccess: () => {
              toast(t('leave.done', { company: team.company.name }), 'success');
              setLeaving(false);
              onLeft();
            },
          })
        }
      />
    </>
  );
}

/** "Recent activity" under the members: the list loads the first time it is opened. */
function ActivityDisclosure({ companyId }: { companyId: string }) {
  const { t } = useTranslation('teams');
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="mt-4 rounded-xl border border-slate-200 p-3"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="cursor-pointer font-semibold text-slate-900">{t('activity.heading')}</summary>
      {opened ? <TeamActivityList companyId={companyId} /> : null}
    </details>
  );
}
