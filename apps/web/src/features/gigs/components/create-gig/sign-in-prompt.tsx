import { GIG_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { type AuthMode, openAuthModal } from '@/lib/modals/open-auth-modal';

/** What a signed-out visitor sees in the wizard: a sign-in text and a way into the auth modal. */
export function SignInPrompt({ onLeave }: { onLeave(): void }) {
  const { t } = useTranslation('gigs');
  const open = (mode: AuthMode) => {
    onLeave();
    openAuthModal(mode);
  };
  return (
    <div className="grid justify-items-center gap-4 py-6 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-blue-100 text-blue-800">
        <LogIn aria-hidden="true" className="size-6" />
      </span>
      <p className="text-base font-semibold text-slate-900">{GIG_MESSAGES.signInToCreate}</p>
      <p className="max-w-sm text-sm text-slate-700">{t('wizard.signedOut.lead')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => open('login')}>{t('wizard.signedOut.signIn')}</Button>
        <Button variant="secondary" onClick={() => open('register')}>
          {t('wizard.signedOut.register')}
        </Button>
      </div>
    </div>
  );
}
