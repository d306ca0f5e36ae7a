import { ChangeEmailInput } from '@hirehand/shared/account/account';
import type { UserDto } from '@hirehand/shared/profile/profile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormOutcome, type Outcome } from '@/components/ui/form-outcome';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { updateStoredUser } from '@/lib/session/session';
import { firstFieldErrors, useFormErrors } from '@/lib/use-form-errors';
import { changeEmail } from '../api/settings-api';

const FIELDS = ['new_email', 'current_password'] as const;
const EMPTY = { new_email: '', current_password: '' };

/** POST /api/account/email; the new address gets a verification code. */
export function ChangeEmailForm({
  headingId,
  onChanged,
}: {
  headingId: string;
  onChanged(user: UserDto): void;
}) {
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
    const parsed = ChangeEmailInput.safeParse(values);
    if (!parsed.success) {
      return form.show(
        firstFieldErrors(
          FIELDS,
          parsed.error.issues.map((i) => [i.path[0], i.message]),
        ),
      );
    }
    setBusy(true);
    try {
      const result = await changeEmail(parsed.data);
      updateStoredUser(result.user);
      onChanged(result.user);
      setValues(EMPTY);
      setOutcome({ kind: 'success', message: result.message || t('email.done') });
    } catch (error) {
      form.fromError(error, t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form.formRef}
      aria-labelledby={headingId}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
    >
      <Field label={t('email.next')} error={form.errors.new_email} required>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={values.new_email}
            onChange={(e) => update('new_email', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('email.current')} error={form.errors.current_password}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            value={values.current_password}
            onChange={(e) => update('current_password', e.target.value)}
          />
        )}
      </Field>
      <div>
        <FormOutcome outcome={form.general ? { kind: 'error', message: form.general } : outcome} />
        <Button type="submit" disabled={busy}>
          {busy ? t('email.busy') : t('email.submit')}
        </Button>
      </div>
    </form>
  );
}
