import type { UserType } from '@hirehand/shared/users/user-types';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormOutcome } from '@/components/ui/form-outcome';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AuthMode } from '@/lib/modals/open-auth-modal';
import type { SignedInNext } from '../lib/finish-sign-in';
import { IdpEmailForm } from './idp-email-form';
import { IdpGoogleTab } from './idp-google-tab';
import { IdpStatusBox } from './idp-status-box';

interface IdpAuthFormProps {
  mode: AuthMode;
  /** Filled in after a password reset. */
  initialEmail?: string;
  onForgot(email: string): void;
  onSignedIn(next: SignedInNext): void;
}

/**
 * The modal's default form: Email and Google tabs through the hosted identity provider.
 * The account type chosen in either tab holds for both, so a Google sign-up creates that type.
 */
export function IdpAuthForm({ mode, initialEmail, onForgot, onSignedIn }: IdpAuthFormProps) {
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);
  const [userType, setUserType] = useState<UserType>('worker');
  return (
    <div className="grid gap-4">
      <Tabs defaultValue="email" onValueChange={() => setError(null)}>
        <TabsList aria-label={t('idp.tabsLabel')} className="justify-center">
          <TabsTrigger value="email">{t('idp.emailTab')}</TabsTrigger>
          <TabsTrigger value="google">{t('idp.googleTab')}</TabsTrigger>
        </TabsList>
        <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-slate-600">
          <Info aria-hidden="true" className="size-3.5" />
          {t('idp.phoneUnavailable')}
        </p>
        <TabsContent value="email" className="mt-4">
          <IdpEmailForm
            key={mode}
            mode={mode}
            initialEmail={initialEmail}
            userType={userType}
            onUserTypeChange={setUserType}
            onForgot={onForgot}
            onError={setError}
            onSignedIn={onSignedIn}
          />
        </TabsContent>
        <TabsContent value="google" className="mt-4">
          <IdpGoogleTab
            mode={mode}
            userType={userType}
            onUserTypeChange={setUserType}
            onError={setError}
            onSignedIn={onSignedIn}
          />
        </TabsContent>
      </Tabs>
      <div>
        <FormOutcome outcome={error ? { kind: 'error', message: error } : null} />
      </div>
      <IdpStatusBox />
    </div>
  );
}
