import { ROLE_PERMISSIONS, TEAM_ROLES } from '@hirehand/shared/business/team-roles';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Spec 2 §6: each role with its permissions, from the one table the server enforces. */
export function RolesTable() {
  const { t } = useTranslation('teams');
  return (
    <div>
      <p className="mb-3 text-sm text-slate-700">{t('rolesTab.lead')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {TEAM_ROLES.map((role) => (
          <li key={role} data-testid={`role-${role}`} className="rounded-xl border border-slate-200 p-4">
            <h3 className="font-semibold text-slate-900">{t(`roles.${role}`)}</h3>
            <p className="mt-1 text-xs text-slate-600">{t(`roleHints.${role}`)}</p>
            <ul className="mt-3 flex flex-col gap-1">
              {ROLE_PERMISSIONS[role].map((permission) => (
                <li key={permission} className="flex items-center gap-2 text-sm text-slate-800">
                  <Check aria-hidden="true" className="size-4 shrink-0 text-green-700" />
                  {t(`permissions.${permission}`)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
