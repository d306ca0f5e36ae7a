import { LoginInput } from '@hirehand/shared/auth/auth';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormOutcome } from '@/components/ui/form-outcome';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useLogin } from '../api/login';
import { finishSignIn, type SignedInNext } from '../lib/finish-sign-in';
import { SocialButtons } from './social-buttons';

interface LegacyLoginFormProps {
  /** Filled in after a password reset. */
  initialEmail?: string;
  onForgot(email: string): void;
  onSignedIn(next: SignedInNext): void;
}

/**
 * The direct e-mail/password sign-in form (docs/decisions/018-two-sign-in-families.md). The modal around it
 * holds the one heading and the one switch to sign-up.
 */
export function LegacyLoginForm({ initialEmail = '', onForgot, onSignedIn }: LegacyLoginFormProps) {
  const { t } = useTranslation('auth');
  // Awaited inside the form's submit, which owns the pending state and the error mapping; per-call
  // callbacks would be dropped once the modal has unmounted, and the session must still be stored.
  const { mutateAsync: signIn } = useLogin();
  const form = useZodForm({
    initial: { email: initialEmail, password: '' },
    schema: LoginInput,
    failure: () => t('login.failed'),
  });
  const { values } = form;

  const onSubmit = form.handleSubmit(async (input) => {
    const result = await signIn(input);
    onSignedIn(finishSignIn(result.access_token, result.user, t('alerts.welcomeBack')));
  });

  return (
    <div>
      <form
        ref={form.formRef}
        aria-label={t('login.formName')}
        noValidate
        onSubmit={onSubmit}
        className="grid gap-4"
      >
        <Field label={t('fields.email')} error={form.errors.email} required>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => form.setValue('email', e.target.value)}
            />
          )}
        </Field>
        <Field label={t('fields.password')} error={form.errors.password} required>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              value={values.password}
              onChange={(e) => form.setValue('password', e.target.value)}
            />
          )}
        </Field>
        <div className="flex justify-end">
          <Button variant="link" onClick={() => onForgot(values.email)}>
            {t('login.forgot')}
          </Button>
        </div>
        <div>
          <FormOutcome outcome={form.general ? { kind: 'error', message: form.general } : null} />
        </div>
        <Button type="submit" size="lg" disabled={form.pending}>
          {form.pending ? t('login.busy') : t('login.submit')}
        </Button>
      </form>
      <SocialButtons />
    </div>
  );
}
