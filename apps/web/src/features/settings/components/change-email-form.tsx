import { ChangeEmailInput } from '@hirehand/shared/account/account';
import type { UserDto } from '@hirehand/shared/profile/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormOutcome, type Outcome } from '@/components/ui/form-outcome';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { updateStoredUser } from '@/lib/session/session';
import { useChangeEmail } from '../api/change-email';

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
  const [outcome, setOutcome] = useState<Outcome>(null);
  const mutation = useChangeEmail();
  const form = useZodForm({
    initial: EMPTY,
    schema: ChangeEmailInput,
    failure: () => t('failed'),
    onEdit: () => setOutcome(null),
  });

  const onSubmit = form.handleSubmit(async (input) => {
    const result = await mutation.mutateAsync(input);
    updateStoredUser(result.user);
    onChanged(result.user);
    form.reset();
    setOutcome({ kind: 'success', message: result.message || t('email.done') });
  });

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
            value={form.values.new_email}
            onChange={(e) => form.setValue('new_email', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('email.current')} error={form.errors.current_password}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            value={form.values.current_password}
            onChange={(e) => form.setValue('current_password', e.target.value)}
          />
        )}
      </Field>
      <div>
        <FormOutcome outcome={form.general ? { kind: 'error', message: form.general } : outcome} />
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t('email.busy') : t('email.submit')}
        </Button>
      </div>
    </form>
  );
}
