import { ChangePasswordInput } from '@hirehand/shared/account/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormOutcome, type Outcome } from '@/components/ui/form-outcome';
import { PASSWORDS_DIFFER, PasswordInput } from '@/components/ui/password-input';
import { isTooCommonPassword, usePreloadCommonPasswordCheck } from '@/lib/forms/common-password';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useSession } from '@/lib/session/use-session';
import { useChangePassword } from '../api/change-password';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };
type FieldName = keyof typeof EMPTY;

/** POST /api/account/password; the other sessions are signed out by the server. */
export function ChangePasswordForm({ headingId }: { headingId: string }) {
  const { t } = useTranslation('settings');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const mutation = useChangePassword();
  const session = useSession();
  usePreloadCommonPasswordCheck();
  const form = useZodForm({
    initial: EMPTY,
    schema: ChangePasswordInput,
    toInput: (values) => ({ current_password: values.current_password, new_password: values.new_password }),
    check: (values) =>
      values.confirm_password === values.new_password ? {} : { confirm_password: PASSWORDS_DIFFER },
    failure: () => t('failed'),
    onEdit: () => setOutcome(null),
  });

  const onSubmit = form.handleSubmit(async (input) => {
    const own = session ? [session.user.email, session.user.full_name] : [];
    if (await isTooCommonPassword(input.new_password, own)) {
      form.showErrors({ new_password: t('password.tooCommon') });
      return;
    }
    const result = await mutation.mutateAsync(input);
    form.reset();
    setOutcome({ kind: 'success', message: result.message || t('password.done') });
  });

  const field = (name: FieldName, label: string, autoComplete: string) => (
    <Field label={label} error={form.errors[name]} required={name !== 'current_password'}>
      {(control) => (
        <PasswordInput
          {...control}
          autoComplete={autoComplete}
          value={form.values[name]}
          onChange={(e) => form.setValue(name, e.target.value)}
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
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t('password.busy') : t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
