import type { IdpPopupResult } from '@hirehand/shared/auth/google';
import type { UserType } from '@hirehand/shared/users/user-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import type { AuthMode } from '@/lib/modals/open-auth-modal';
import { firebaseLogin, firebaseRegister } from '../api/idp-api';
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
  const [busy, setBusy] = useState(false);
  const welcome = {
    created: t('alerts.welcomeNew', { provider: t('idp.providerGoogle') }),
    back: t('alerts.welcomeBack'),
  };

  const signIn = async (popup: IdpPopupResult) => {
    setBusy(true);
    const userData = {
      email: popup.email,
      full_name: popup.display_name,
      email_verified: true,
      profile_picture: popup.photo_url,
    };
    try {
      const result = await firebaseLogin(popup.id_token, userData).catch((error) => {
        if (error instanceof ApiError && error.status === 404) {
          return firebaseRegister(popup.id_token, { ...userData, user_type: userType });
        }
        throw error;
      });
      onSignedIn(finishIdpSignIn(result, welcome));
    } catch (error) {
      onError(idpErrorText(t, 'google', error));
    } finally {
      setBusy(false);
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
