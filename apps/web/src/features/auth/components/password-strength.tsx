import { PASSWORD_CRITERIA, passwordChecks } from '@hirehand/shared/auth/password-rules';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The modal's strength bar (1-2 weak, 3 medium, 4-5 strong) and its "Missing: ..." list. */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('auth');
  if (!password) return null;
  const checks = passwordChecks(password);
  const score = PASSWORD_CRITERIA.filter((c) => checks[c]).length;
  const level = score >= 4 ? 'strong' : score === 3 ? 'medium' : 'weak';
  const missing = PASSWORD_CRITERIA.filter((c) => !checks[c]).map((c) => t(`register.rules.${c}`));
  return (
    <div id={id} className="grid gap-1">
      <div className="flex gap-1" aria-hidden="true">
        {PASSWORD_CRITERIA.map((criterion, index) => (
          <span
            key={criterion}
            className={cn(
              'h-1.5 flex-1 rounded-full',
              index >= score
                ? 'bg-slate-200'
                : level === 'strong'
                  ? 'bg-green-600'
                  : level === 'medium'
                    ? 'bg-amber-500'
                    : 'bg-red-600',
            )}
          />
        ))}
      </div>
      <p className="text-xs text-slate-700">{t('idp.strength', { level: t(`idp.levels.${level}`) })}</p>
      {missing.length > 0 ? (
        <p className="text-xs text-slate-700">{t('idp.missing', { list: missing.join(', ') })}</p>
      ) : null}
    </div>
  );
}
