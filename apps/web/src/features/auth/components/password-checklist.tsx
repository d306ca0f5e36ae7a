import { PASSWORD_CRITERIA, passwordChecks } from '@hirehand/shared/auth/password-rules';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The live password requirements list, so a user sees what is missing before submitting. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('auth');
  const checks = passwordChecks(password);
  return (
    <div id={id} className="rounded-lg bg-slate-50 p-3">
      <p className="text-xs font-semibold text-slate-800">{t('register.requirements')}</p>
      <ul className="mt-1 grid gap-0.5">
        {PASSWORD_CRITERIA.map((criterion) => (
          <li
            key={criterion}
            className={cn(
              'flex items-center gap-1.5 text-xs',
              checks[criterion] ? 'text-green-800' : 'text-slate-700',
            )}
          >
            {checks[criterion] ? (
              <Check aria-hidden="true" className="size-3.5" />
            ) : (
              <X aria-hidden="true" className="size-3.5" />
            )}
            {t(`register.rules.${criterion}`)}
            <span className="sr-only">({checks[criterion] ? t('register.met') : t('register.notMet')})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
