import { PROFILE_LIMITS } from '@hirehand/shared/profile/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountTypePicker } from '@/components/account-type-picker';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import type { FieldErrors } from '@/lib/forms/field-errors';
import type { RegisterField, RegisterValues } from '../lib/register-values';
import { PasswordChecklist } from './password-checklist';

interface StepProps {
  values: RegisterValues;
  errors: FieldErrors<RegisterField>;
  update<K extends RegisterField>(field: K, value: RegisterValues[K]): void;
}

/** Step 1 (Basic Info): account type, e-mail, full name, password with its checklist, confirmation. */
export function RegisterStepBasic({ values, errors, update }: StepProps) {
  const { t } = useTranslation('auth');
  const [passwordFocused, setPasswordFocused] = useState(false);
  const showChecklist = passwordFocused || values.password.length > 0;
  return (
    <>
      <AccountTypePicker value={values.user_type} onChange={(type) => update('user_type', type)} />
      <Field label={t('fields.email')} error={errors.email} required>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => update('email', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('fields.fullName')} error={errors.full_name} required>
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            value={values.full_name}
            onChange={(e) => update('full_name', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('fields.password')} error={errors.password} required>
        {(control) => (
          <div className="grid gap-2">
            <PasswordInput
              {...control}
              aria-describedby={
                [control['aria-describedby'], showChecklist ? `${control.id}-rules` : undefined]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              autoComplete="new-password"
              value={values.password}
              onFocus={() => setPasswordFocused(true)}
              onBlur={() => setPasswordFocused(false)}
              onChange={(e) => update('password', e.target.value)}
            />
            {showChecklist ? (
              <PasswordChecklist id={`${control.id}-rules`} password={values.password} />
            ) : null}
          </div>
        )}
      </Field>
      <Field label={t('fields.confirmPassword')} error={errors.confirm_password} required>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            value={values.confirm_password}
            onChange={(e) => update('confirm_password', e.target.value)}
          />
        )}
      </Field>
    </>
  );
}

/** Step 2 (Profile Details): optional phone, city, skills and bio. */
export function RegisterStepProfile({ values, errors, update }: StepProps) {
  const { t } = useTranslation('auth');
  const worker = values.user_type === 'worker';
  return (
    <>
      <Field label={t('fields.phone')} error={errors.phone}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            autoComplete="tel"
            placeholder={t('register.phonePlaceholder')}
            value={values.phone}
            onChange={(e) => update('phone', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('fields.city')} error={errors.city}>
        {(control) => (
          <Input
            {...control}
            autoComplete="address-level2"
            value={values.city}
            onChange={(e) => update('city', e.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('fields.skills')}
        error={errors.skills}
        hint={worker ? t('register.skillsHintWorker') : t('register.skillsHintOther')}
      >
        {(control) => (
          <Input {...control} value={values.skills} onChange={(e) => update('skills', e.target.value)} />
        )}
      </Field>
      <Field label={t('fields.bio')} error={errors.bio}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxChars={PROFILE_LIMITS.bio}
            placeholder={worker ? t('register.bioPlaceholderWorker') : t('register.bioPlaceholderOther')}
            value={values.bio}
            onChange={(e) => update('bio', e.target.value)}
            className="min-h-0"
          />
        )}
      </Field>
    </>
  );
}
