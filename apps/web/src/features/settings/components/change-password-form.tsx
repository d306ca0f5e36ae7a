import { ChangePasswordInput } from '@hirehand/shared/account/account';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormOutcome, type Outcome } from '@/components/ui/form-outcome';
import { PASSWORDS_DIFFER, PasswordInput } from '@/components/ui/password-input';
import { firstFieldErrors, useFormErrors } from '@/lib/use-form-errors';
import { changePassword } from '../api/settings-api';

const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

/** POST /api/account/password; the other sessions are signed out by the server. */
export function ChangePasswordForm({ headingId }: { headingId: string }) {
  const { t } = useTranslation('settings');
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useFormErrors(FIELDS);

  const update = (field: (typeof FIELDS)[number], value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clear(field);
    setOutcome(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    form.setGeneral(null);
    const input = { current_password: values.current_password, new_password: values.new_password };
    const parsed = ChangePasswordInput.safeParse(input);
    const errors = parsed.success
      ? {}
      : firstFieldErrors(
          FIELDS,
          parsed.error.issues.map((i) => [i.path[0], i.message]),
        );
    if (values.confirm_password !== values.new_password) errors.confirm_password = PASSWORDS_DIFFER;
    if (Object.keys(errors).length > 0) return form.show(errors);
    setBusy(true);
    try {
      const result = await changePassword(input);
      setValues(EMPTY);
      setOutcome({ kind: 'success', message: result.message || t('password.done') });
    } catch (error) {
      form.fromError(error, t('failed'));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: (typeof FIELDS)[number], label: string, autoComplete: string) => (
    <Field label={label} error={form.errors[name]} required={name !== 'current_password'}>
      {(control) => (
        <PasswordInput
          {...control}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => update(name, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form
      ref={form.formRef}
      aria-labelledby={headingId}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
    >
      {field('current_password', t('password.current'), 'current-password')}
      {field('new_password', t('password.next'), 'new-password')}
      {field('confirm_password', t('password.confirm'), 'new-password')}
      <div>
        <FormOutcome outcome={form.general ? { kind: 'error', message: form.general } : outcome} />
        <Button type="submit" disabled={busy}>
          {busy ? t('password.busy') : t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
