import { CODE_TTL_SECONDS } from '@hirehand/shared/auth/verification';
import type { UserDto } from '@hirehand/shared/profile/profile';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormOutcome, type Outcome } from '@/components/ui/form-outcome';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useSendVerification } from '../api/send-verification';
import { useVerifyEmail } from '../api/verify-email';

export const formatCountdown = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const detailOf = (error: unknown) => (error instanceof ApiError ? error.detail : undefined);

/** What only a development server tells: the code it just sent and where its mailbox is. */
interface DevHelp {
  code?: string;
  mailboxUrl?: string;
}

interface EmailVerificationProps {
  email: string;
  onVerified(user?: UserDto): void;
  onSkip(): void;
  /** The skip button's text; the sign-up flow's 'Skip for now (not recommended)' by default. */
  skipLabel?: string;
  /** Left out where the screen around it already names the step (the auth modal's title). */
  showHeading?: boolean;
}

/**
 * The e-mail verification screen: sends a code on opening and on Resend,
 * and counts down the code's real lifetime as the server states it (`expires_in`, the
 * same the e-mail names), not a fixed 120 s, which would call a live code expired.
 * The testing box (the code shown on screen) appears only when a development server answered the code itself.
 */
export function EmailVerification({
  email,
  onVerified,
  onSkip,
  skipLabel,
  showHeading = true,
}: EmailVerificationProps) {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [remaining, setRemaining] = useState(0);
  // Awaited rather than given per-call callbacks, which React Query drops once the screen has
  // unmounted: a code verified as the modal closes still reaches onVerified.
  const { mutateAsync: requestCode, isPending: sending } = useSendVerification();
  const { mutateAsync: submitCode, isPending: verifying } = useVerifyEmail();
  const [dev, setDev] = useState<DevHelp>({});
  const inputRef = useRef<HTMLInputElement>(null);
  const sentOnce = useRef(false);

  const send = useCallback(async () => {
    try {
      const result = await requestCode(email);
      setOutcome({ kind: 'success', message: result.message || t('verify.sent') });
      setDev({ code: result.mock_response?.mock_code, mailboxUrl: result.dev_mailbox_url });
      setRemaining(result.expires_in ?? CODE_TTL_SECONDS);
    } catch (err) {
      setOutcome({ kind: 'error', message: detailOf(err) ?? t('verify.sendFailed') });
    }
  }, [email, requestCode, t]);

  useEffect(() => {
    if (sentOnce.current) return;
    sentOnce.current = true;
    void send();
  }, [send]);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setRemaining((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (verifying) return;
    if (!/^\d{6}$/.test(code)) {
      setError(t('verify.invalidCode'));
      inputRef.current?.focus();
      return;
    }
    setOutcome(null);
    try {
      const result = await submitCode({ email, code });
      setOutcome({ kind: 'success', message: t('verify.success') });
      onVerified(result.user);
    } catch (err) {
      setOutcome({ kind: 'error', message: detailOf(err) ?? t('verify.failed') });
    }
  };

  const fillDevCode = () => {
    if (!dev.code) return;
    setCode(dev.code);
    setError(undefined);
  };

  return (
    <div>
      {showHeading ? (
        <h3 id={headingId} className="mb-1 text-xl font-bold text-slate-900">
          {t('verify.heading')}
        </h3>
      ) : null}
      <p className="text-sm text-slate-700">{t('verify.sentTo', { email })}</p>
      <form
        aria-labelledby={showHeading ? headingId : undefined}
        aria-label={showHeading ? undefined : t('verify.heading')}
        noValidate
        onSubmit={onSubmit}
        className="mt-4 grid gap-4"
      >
        <div>
          <FormOutcome outcome={outcome} />
        </div>
        <Field label={t('verify.code')} error={error} required>
          {(control) => (
            <Input
              {...control}
              ref={inputRef}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              className="text-center font-mono text-lg tracking-[0.5em]"
              onChange={(e) => {
                setCode(e.target.value.replace(/\D/g, '').slice(0, 6));
                setError(undefined);
              }}
            />
          )}
        </Field>
        <p className="text-sm text-slate-700" aria-live="off">
          {remaining > 0 ? t('verify.expiresIn', { time: formatCountdown(remaining) }) : t('verify.expired')}
        </p>
        <Button type="submit" size="lg" disabled={verifying}>
          {verifying ? t('verify.busy') : t('verify.submit')}
        </Button>
        <div className="flex flex-wrap justify-between gap-2">
          {/* Never blocked but while sending: the server answers a too-early resend with the wait. */}
          <Button variant="secondary" onClick={() => void send()} disabled={sending}>
            {sending ? t('verify.resending') : t('verify.resend')}
          </Button>
          <Button variant="ghost" onClick={onSkip}>
            {skipLabel ?? t('verify.skip')}
          </Button>
        </div>
      </form>
      {dev.code ? (
        <section
          aria-label={t('verify.testingTitle')}
          className="mt-4 rounded-lg border border-dashed border-amber-500 bg-amber-50 p-3"
        >
          <p className="text-sm font-semibold text-amber-950">{t('verify.testingTitle')}</p>
          <p className="mt-1 text-xs text-amber-950">{t('verify.testingText')}</p>
          <p className="mt-1 font-mono text-sm text-amber-950">
            {t('verify.testingServerCode', { code: dev.code })}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Button variant="secondary" size="sm" onClick={fillDevCode}>
              {t('verify.testingButton')}
            </Button>
            {dev.mailboxUrl ? (
              <a
                href={dev.mailboxUrl}
                target="_blank"
                rel="noreferrer"
                className="text-sm font-medium text-amber-950 underline"
              >
                {t('verify.testingMailbox')}
              </a>
            ) : null}
          </div>
        </section>
      ) : null}
    </div>
  );
}
