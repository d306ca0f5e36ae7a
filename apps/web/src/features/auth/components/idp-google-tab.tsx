import type { IdpPopupResult } from '@hirehand/shared/auth/google';
import type { UserType } from '@hirehand/shared/users/user-types';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { AuthMode } from '@/lib/modals/open-auth-modal';
import { useGoogleSignIn } from '../api/google-sign-in';
import { useGooglePopup } from '../hooks/use-google-popup';
import { finishIdpSignIn } from '../lib/finish-idp-sign-in';
import type { SignedInNext } from '../lib/finish-sign-in';
import { idpErrorText } from '../lib/idp-messages';
import { UserTypeSelect } from './user-type-select';

interface IdpGoogleTabProps {
  mode: AuthMode;
  userType: UserType;
  onUserTypeChange(type: UserType): void;
  onError(message: string | null): void;
  onSignedIn(next: SignedInNext): void;
}

/**
 * The modal's Google tab: popup, then firebase-login (404 -> firebase-register with the account
 * type chosen in the modal; a worker when none was chosen).
 */
export function IdpGoogleTab({ mode, userType, onUserTypeChange, onError, onSignedIn }: IdpGoogleTabProps) {
  const { t } = useTranslation('auth');
  // Awaited rather than given per-call callbacks, which React Query drops once the tab has
  // unmounted: a sign-in that succeeds as the modal closes still stores the session.
  const { mutateAsync: finishWithGoogle, isPending: busy } = useGoogleSignIn();
  const welcome = {
    created: t('alerts.welcomeNew', { provider: t('idp.providerGoogle') }),
    back: t('alerts.welcomeBack'),
  };

  const signIn = async (popup: IdpPopupResult) => {
    try {
      const result = await finishWithGoogle({ popup, userType });
      onSignedIn(finishIdpSignIn(result, welcome));
    } catch (error) {
      onError(idpErrorText(t, 'google', error));
    }
  };

  const popup = useGooglePopup((outcome) => {
    if (outcome.ok) void signIn(outcome.result);
    else onError(idpErrorText(t, 'google', outcome.error));
  });

  return (
    <div className="grid gap-3">
      {mode === 'register' ? <UserTypeSelect value={userType} onChange={onUserTypeChange} /> : null}
      <p className="text-sm text-slate-700">{t('idp.googleHint')}</p>
      <Button
        size="lg"
        variant="secondary"
        disabled={busy || popup.waiting}
        onClick={() => {
          onError(null);
          popup.start();
        }}
      >
        {busy || popup.waiting ? t('idp.googleBusy') : t('idp.google')}
      </Button>
    </div>
  );
}
