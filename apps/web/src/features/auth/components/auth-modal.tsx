import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DiscardDraftDialog } from '@/components/discard-draft-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { AuthMode } from '@/lib/modals/open-auth-modal';
import { useBackCloses } from '@/lib/modals/use-back-closes';
import { clearSessionEnd } from '@/lib/session/session-end';
import { useSession } from '@/lib/session/use-session';
import { reloadWith, type SignedInNext } from '../lib/finish-sign-in';
import { EmailVerification } from './email-verification';
import { IdpAuthForm } from './idp-auth-form';
import { LegacyLoginForm } from './legacy-login-form';
import { LegacyRegisterForm } from './legacy-register-form';
import { PasswordResetForm } from './password-reset-form';
import { SessionEndedNotice } from './session-ended-notice';
import { SignedInNotice } from './signed-in-notice';

interface AuthModalProps {
  open: boolean;
  mode: AuthMode;
  /** Open on the reset step with this e-mail (the reset link of a security e-mail). */
  resetEmail?: string | null;
  onModeChange(mode: AuthMode): void;
  onOpenChange(open: boolean): void;
}

type View =
  /** `reset`: a password was just reset; sign-in opens with the address and the success text. */
  | { kind: 'form'; reset?: { email: string; message: string } }
  | { kind: 'reset'; email: string }
  | { kind: 'verify'; email: string };

/**
 * The sign-in / sign-up dialog (docs/decisions/017-modals-instead-of-routes.md, 018, 019). The
 * title is the step's own heading (sign in, reset, verify), so the dialog has one heading.
 * Once something is typed in its forms, closing it (the close button, Escape, the backdrop, the
 * browser's Back) asks before discarding it (decision 030).
 */
export function AuthModal({ open, mode, resetEmail, onModeChange, onOpenChange }: AuthModalProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [view, setView] = useState<View>(() =>
    resetEmail != null ? { kind: 'reset', email: resetEmail } : { kind: 'form' },
  );
  // The hosted-identity-provider form is the default; the legacy forms sit behind a small link.
  const [family, setFamily] = useState<'idp' | 'legacy'>('idp');
  const session = useSession();
  // A signed-in user gets no sign-in or sign-up form (whatever opened the modal), except the
  // verification step that follows a sign-up in this very modal.
  const signedIn = session !== null && view.kind !== 'verify';
  const copy: { title: string; subtitle?: string } = signedIn
    ? t('modal.signedIn', { returnObjects: true })
    : view.kind === 'reset'
      ? { title: t('reset.heading') }
      : view.kind === 'verify'
        ? { title: t('verify.heading') }
        : mode === 'login'
          ? t('modal.login', { returnObjects: true })
          : t('modal.register', { returnObjects: true, product: tc('productName') });
  // Typing is noticed where it happens (input events bubbling up from the forms), so the forms
  // keep their own state untouched: the modal only learns that there is something to lose.
  const [typed, setTyped] = useState(false);
  const [asking, setAsking] = useState(false);
  // Closed from outside (the header, a sign-in elsewhere): the forms are gone, and so is the typing.
  if (!open && (typed || asking)) {
    setTyped(false);
    setAsking(false);
  }
  // Not released when a sign-in succeeds: the page reloads then, and giving the history entry
  // back at that moment (history.back()) would cancel the reload and its welcome message.
  const holdsTyping = open && typed && view.kind !== 'verify';
  useBackCloses(holdsTyping && !asking, () => setAsking(true));
  const close = () => {
    setView({ kind: 'form' });
    setTyped(false);
    setAsking(false);
    clearSessionEnd();
    onOpenChange(false);
  };
  const changeOpen = (next: boolean) => {
    if (next) onOpenChange(true);
    else if (holdsTyping) setAsking(true);
    else close();
  };
  const switchMode = (next: AuthMode) => {
    setView({ kind: 'form' });
    onModeChange(next);
  };
  const onResetDone = (email: string, message: string) => {
    setView({ kind: 'form', reset: { email, message } });
    onModeChange('login');
  };
  const resetDone = view.kind === 'form' ? view.reset : undefined;
  const onSignedIn = (next: SignedInNext) => {
    if (next) setView({ kind: 'verify', email: next.verifyEmail });
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        closeLabel={t('modal.close')}
        data-testid="auth-modal"
        data-mode={mode}
        // The reset and verify steps describe themselves in their first paragraph.
        {...(copy.subtitle ? {} : { 'aria-describedby': undefined })}
        onInput={() => {
          if (!typed) setTyped(true);
        }}
      >
        <div className="pr-8 text-center">
          <DialogTitle>{copy.title}</DialogTitle>
          {copy.subtitle ? <DialogDescription>{copy.subtitle}</DialogDescription> : null}
        </div>
        <div className="mt-6">
          {!signedIn && view.kind === 'form' ? <SessionEndedNotice /> : null}
          {resetDone ? (
            <p
              role="status"
              className="mb-4 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-900"
            >
              {resetDone.message}
            </p>
          ) : null}
          {signedIn ? (
            <SignedInNotice session={session} onClose={close} />
          ) : view.kind === 'verify' ? (
            <EmailVerification
              showHeading={false}
              email={view.email}
              onVerified={() => reloadWith(t('alerts.verified'))}
              onSkip={() => reloadWith(t('alerts.skipped'))}
            />
          ) : view.kind === 'reset' ? (
            <PasswordResetForm
              initialEmail={view.email}
              onBack={() => setView({ kind: 'form' })}
              onDone={onResetDone}
            />
          ) : family === 'idp' ? (
            <IdpAuthForm
              key={resetDone?.email}
              mode={mode}
              initialEmail={resetDone?.email}
              onForgot={(email) => setView({ kind: 'reset', email })}
              onSignedIn={onSignedIn}
            />
          ) : mode === 'login' ? (
            <LegacyLoginForm
              key={resetDone?.email}
              initialEmail={resetDone?.email}
              onForgot={(email) => setView({ kind: 'reset', email })}
              onSignedIn={onSignedIn}
            />
          ) : (
            <LegacyRegisterForm onSignedIn={onSignedIn} />
          )}
        </div>
        {view.kind === 'form' && !signedIn ? (
          <div className="mt-6 grid justify-items-center gap-2 text-center text-sm text-slate-700">
            <Button variant="link" onClick={() => switchMode(mode === 'login' ? 'register' : 'login')}>
              {mode === 'login' ? t('modal.toRegister') : t('modal.toLogin')}
            </Button>
            <Button
              variant="link"
              className="text-xs text-slate-600"
              onClick={() => setFamily((current) => (current === 'idp' ? 'legacy' : 'idp'))}
            >
              {family === 'idp' ? t(`modal.moreOptions.${mode}`) : t(`modal.usualWay.${mode}`)}
            </Button>
          </div>
        ) : null}
        <DiscardDraftDialog open={asking} onKeepEditing={() => setAsking(false)} onDiscard={close} />
      </DialogContent>
    </Dialog>
  );
}
