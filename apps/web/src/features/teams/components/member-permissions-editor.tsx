import type { TeamDto, TeamMemberDto } from '@hirehand/shared/business/team';
import {
  type InvitableRole,
  ROLE_PERMISSIONS,
  TEAM_PERMISSIONS,
  type TeamPermission,
} from '@hirehand/shared/business/team-roles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useUpdatePermissions } from '../api/update-permissions';
import { selectLook } from '../lib/select-look';
import { assignableRoles, canGivePermission } from '../lib/team-rules';

interface MemberPermissionsEditorProps {
  team: TeamDto;
  member: TeamMemberDto;
  companyId: string | undefined;
  onClose(): void;
}

/**
 * The member row's settings button (issue 22): the member's role and, one by one, the permissions
 * they hold. Choosing a role starts from that role's permissions; Save sends both.
 */
export function MemberPermissionsEditor({ team, member, companyId, onClose }: MemberPermissionsEditorProps) {
  const { t } = useTranslation('teams');
  const update = useUpdatePermissions();
  const roleId = useId();
  const [role, setRole] = useState<InvitableRole>(member.role as InvitableRole);
  const [permissions, setPermissions] = useState<TeamPermission[]>(member.permissions);
  const [error, setError] = useState<string | null>(null);
  const name = member.full_name ?? member.email;

  const toggle = (permission: TeamPermission, on: boolean) =>
    setPermissions((current) =>
      on
        ? TEAM_PERMISSIONS.filter((p) => p === permission || current.includes(p))
        : current.filter((p) => p !== permission),
    );

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('close')} className="max-w-md" data-testid="member-permissions-editor">
        <DialogTitle className="pr-8 text-lg">{t('editor.title')}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-700">
          {t('editor.description', { name, company: team.company.name })}
        </DialogDescription>
        <form
          className="mt-4 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setError(null);
            update.mutate(
              {
                memberId: member.id,
                input: { role, permissions, ...(companyId ? { company_id: companyId } : {}) },
              },
              {
                onSuccess: () => {
                  toast(t('updated'), 'success');
                  onClose();
                },
                onError: (failure) =>
                  setError((failure instanceof ApiError ? failure.detail : undefined) ?? t('updateFailed')),
              },
            );
          }}
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor={roleId} className="text-sm font-medium text-slate-800">
              {t('editor.role')}
            </label>
            <select
              id={roleId}
              value={role}
              className={selectLook}
              onChange={(event) => {
                const next = event.target.value as InvitableRole;
                setRole(next);
                setPermissions([...ROLE_PERMISSIONS[next]]);
              }}
            >
              {assignableRoles(team.my_role).map((option) => (
                <option key={option} value={option}>
                  {t(`roles.${option}`)}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t('editor.permissions')}</legend>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {TEAM_PERMISSIONS.map((permission) => {
                const allowed = canGivePermission(team, permission);
                return (
                  <li key={permission}>
                    <label className="flex items-center gap-2 text-sm text-slate-800 has-[:disabled]:text-slate-500">
                      <input
                        type="checkbox"
                        className="size-4 accent-blue-700"
                        checked={permissions.includes(permission)}
                        disabled={!allowed}
                        onChange={(event) => toggle(permission, event.target.checked)}
                      />
                      {t(`permissions.${permission}`)}
                    </label>
                  </li>
                );
              })}
            </ul>
            {TEAM_PERMISSIONS.some((permission) => !canGivePermission(team, permission)) ? (
              <p className="mt-2 text-xs text-slate-600">{t('editor.notYours')}</p>
            ) : null}
          </fieldset>
          <DialogFormActions
            error={error}
            pending={update.isPending}
            cancelLabel={t('editor.cancel')}
            submitLabel={update.isPending ? t('editor.saving') : t('editor.save')}
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
