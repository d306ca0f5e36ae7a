import { AUTH_MESSAGES } from '@hirehand/shared/auth/auth';
import { meetsAllPasswordRules } from '@hirehand/shared/auth/password-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormOutcome, type Outcome } from '@/components/ui/form-outcome';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { isTooCommonPassword, usePreloadCommonPasswordCheck } from '@/lib/forms/common-password';
import { type ParseResult, schemaFromParse } from '@/lib/forms/schema-from-parse';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useForgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';

interface Values {
  email: string;
  code: string;
  new_password: string;
}

interface PasswordResetFormProps {
  initialEmail: string;
  onBack(): void;
  /** The password is reset: back to sign-in with this address and the server's success text. */
  onDone(email: string, message: string): void;
}

/**
 * Forgot password: request a code by e-mail, then type it (read from the e-mail) with a new
 * password. The modal around it shows the one heading ("Reset your password").
 */
export function PasswordResetForm({ initialEmail, onBack, onDone }: PasswordResetFormProps) {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<'request' | 'reset'>('request');
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Only a development server names its mailbox; the code itself never comes back.
  const [devMailboxUrl, setDevMailboxUrl] = useState<string | null>(null);
  // Awaited inside the form's submit, which owns the pending state and the error mapping; per-call
  // callbacks would also be dropped once the form has unmounted.
  const { mutateAsync: requestCode } = useForgotPassword();
  const { mutateAsync: setNewPassword } = useResetPassword();
  const form = useZodForm({
    initial: { email: initialEmail, code: '', new_password: '' },
    // The request step checks the address; the reset step the code and the password rules.
    schema: schemaFromParse((current: Values): ParseResult<Values> => {
      const errors: Partial<Record<keyof Values, string>> = {};
      if (step === 'request') {
        const email = current.email.trim();
        if (!email) errors.email = AUTH_MESSAGES.emailRequired;
        else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = AUTH_MESSAGES.emailInvalid;
      } else {
        if (!/^\d{6}$/.test(current.code)) errors.code = t('verify.invalidCode');
        if (!meetsAllPasswordRules(current.new_password)) errors.new_password = AUTH_MESSAGES.passwordRules;
      }
      return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input: current };
    }),
    failure: () => t('reset.failed'),
  });
  const { values } = form;
  const busy = form.pending;
  usePreloadCommonPasswordCheck();

  const onSubmit = form.handleSubmit(async (current) => {
    setOutcome(null);
    const email = current.email.trim();
    if (step === 'request') {
      const result = await requestCode(email);
      setDevMailboxUrl(result.dev_mailbox_url ?? null);
      setOutcome({ kind: 'success', message: result.message || t('reset.sent') });
      setStep('reset');
      return;
    }
    if (await isTooCommonPassword(current.new_password, [email])) {
      form.showErrors({ new_password: t('commonPassword') });
      return;
    }
    const result = await setNewPassword({ email, code: current.code, newPassword: current.new_password });
    onDone(email, result.message || t('reset.done'));
  });

  const error: Outcome = form.general ? { kind: 'error', message: form.general } : null;
  return (
    <div>
      <p className="text-sm text-slate-700">
        {step === 'request' ? t('reset.requestIntro') : t('reset.codeIntro', { email: values.email })}
      </p>
      <form
        ref={form.formRef}
        aria-label={t('reset.heading')}
        noValidate
        onSubmit={onSubmit}
        className="mt-4 grid gap-4"
      >
        <div>
          <FormOutcome outcome={outcome ?? error} />
        </div>
        {step === 'reset' ? (
          <p className="text-sm text-slate-700">
            {t('reset.checkEmail')}
            {devMailboxUrl ? (
              <>
                {' '}
                <a
                  href={devMailboxUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-amber-900 underline"
                >
                  {t('reset.devMailbox')}
                </a>
              </>
            ) : null}
          </p>
        ) : null}
        {step === 'request' ? (
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
        ) : (
          <>
            <Field label={t('reset.code')} error={form.errors.code} required>
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={values.code}
                  onChange={(e) => form.setValue('code', e.target.value.replace(/\D/g, '').slice(0, 6))}
                />
              )}
            </Field>
            <Field label={t('reset.newPassword')} error={form.errors.new_password} required>
              {(control) => (
                <PasswordInput
                  {...control}
                  autoComplete="new-password"
                  value={values.new_password}
                  onChange={(e) => form.setValue('new_password', e.target.value)}
                />
              )}
            </Field>
          </>
        )}
        <Button type="submit" size="lg" disabled={busy}>
          {step === 'request'
            ? busy
              ? t('reset.sending')
              : t('reset.sendCode')
            : busy
              ? t('reset.busy')
              : t('reset.submit')}
        </Button>
        <Button variant="link" onClick={onBack}>
          {t('reset.back')}
        </Button>
      </form>
    </div>
  );
}
