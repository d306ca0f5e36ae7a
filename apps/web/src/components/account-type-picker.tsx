import { USER_TYPES, type UserType } from '@hirehand/shared/users/user-types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Worker / Employer / Company as three radio cards with short descriptions. */
export function AccountTypePicker({ value, onChange }: { value: UserType; onChange(type: UserType): void }) {
  const { t } = useTranslation('form-words');
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t('accountType')}</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-3">
        {USER_TYPES.map((type) => (
          <label
            key={type}
            className={cn(
              'flex cursor-pointer flex-col rounded-lg border p-3 text-left has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-600',
              value === type ? 'border-blue-700 bg-blue-50' : 'border-slate-300 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              aria-label={t(`accountTypes.${type}.label`)}
              aria-describedby={`${name}-${type}`}
              onChange={() => onChange(type)}
              className="sr-only"
            />
            <span className="text-sm font-semibold text-slate-900">{t(`accountTypes.${type}.label`)}</span>
            <span id={`${name}-${type}`} className="mt-0.5 text-xs text-slate-700">
              {t(`accountTypes.${type}.description`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
