import type { UserType } from '@hirehand/shared/users/user-types';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { googleFormStartUrl } from '../lib/sign-up-locale';

/**
 * Google (full-page redirect, back to /profile#session_id=…) and the LinkedIn "coming soon" button.
 * On the registration form, `userType` is the account type a first Google sign-in creates.
 */
export function SocialButtons({ userType }: { userType?: UserType }) {
  const { t } = useTranslation('auth');
  const googleStart = googleFormStartUrl(userType);
  return (
    <div>
      <div className="my-4 flex items-center gap-3 text-xs text-slate-600">
        <span className="h-px flex-1 bg-slate-200" />
        {t('social.divider')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="secondary" onClick={() => window.location.assign(googleStart)}>
          {t('social.google')}
        </Button>
        <Button variant="secondary" onClick={() => toast(t('social.linkedinSoon'))}>
          {t('social.linkedin')}
        </Button>
      </div>
    </div>
  );
}
