import { AUTH_MESSAGES } from '@hirehand/shared/auth/auth';
import { meetsAllPasswordRules } from '@hirehand/shared/auth/password-rules';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormOutcome, type Outcome } from '@/components/ui/form-outcome';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useFormErrors } from '@/lib/use-form-errors';
import { forgotPassword, resetPassword } from '../api/auth-api';

const FIELDS = ['email', 'code', 'new_password'] as const;

/** Forgot password: request a code by e-mail, then type it (read from the e-mail) with a new password. */
export function PasswordResetForm({ initialEmail, onBack }: { initialEmail: string; onBack(): void }) {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const [step, setStep] = useState<'request' | 'reset'>('request');
  const [values, setValues] = useState({ email: initialEmail, code: '', new_password: '' });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Only a development server names its mailbox; the code itself never comes back.
  const [devMailboxUrl, setDevMailboxUrl] = useState<string | null>(null);
  const form = useFormErrors(FIELDS);

  const update = (field: (typeof FIELDS)[number], value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clear(field);
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    form.setGeneral(null);
    setOutcome(null);
    try {
      await action();
    } catch (error) {
      form.fromError(error, t('reset.failed'));
    } finally {
      setBusy(false);
    }
  };

  const onRequest = (event: FormEvent) => {
    event.preventDefault();
    const email = values.email.trim();
    if (!email) return form.show({ email: AUTH_MESSAGES.emailRequired });
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return form.show({ email: AUTH_MESSAGES.emailInvalid });
    void run(async () => {
      const result = await forgotPassword(email);
      setDevMailboxUrl(result.dev_mailbox_url ?? null);
      setOutcome({ kind: 'success', message: result.message || t('reset.sent') });
      setStep('reset');
    });
  };

  const onReset = (event: FormEvent) => {
    event.preventDefault();
    const errors: Partial<Record<(typeof FIELDS)[number], string>> = {};
    if (!/^\d{6}$/.test(values.code)) errors.code = t('verify.invalidCode');
    if (!meetsAllPasswordRules(values.new_password)) errors.new_password = AUTH_MESSAGES.passwordRules;
    if (Object.keys(errors).length > 0) return form.show(errors);
    void run(async () => {
      const result = await resetPassword(values.email.trim(), values.code, values.new_password);
      setOutcome({ kind: 'success', message: result.message || t('reset.done') });
      setValues((current) => ({ ...current, code: '', new_password: '' }));
    });
  };

  const error: Outcome = form.general ? { kind: 'error', message: form.general } : null;
  return (
    <div>
      <h3 id={headingId} className="text-xl font-bold text-slate-900">
        {t('reset.heading')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {step === 'request' ? t('reset.requestIntro') : t('reset.codeIntro', { email: values.email })}
      </p>
      <form
        ref={form.formRef}
        aria-labelledby={headingId}
        noValidate
        onSubmit={step === 'request' ? onRequest : onReset}
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
                onChange={(e) => update('email', e.target.value)}
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
                  onChange={(e) => update('code', e.target.value.replace(/\D/g, '').slice(0, 6))}
                />
              )}
            </Field>
            <Field label={t('reset.newPassword')} error={form.errors.new_password} required>
              {(control) => (
                <PasswordInput
                  {...control}
                  autoComplete="new-password"
                  value={values.new_password}
                  onChange={(e) => update('new_password', e.target.value)}
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
