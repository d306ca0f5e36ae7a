import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { Session } from '@/lib/session/session';

interface SignedInNoticeProps {
  session: Session;
  onClose(): void;
}

/** What the auth modal shows a signed-in user instead of a sign-in or sign-up form. */
export function SignedInNotice({ session, onClose }: SignedInNoticeProps) {
  const { t } = useTranslation('auth');
  const { email, email_verified } = session.user;
  return (
    <div className="grid gap-4">
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm user-text text-slate-800"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
        <span className="min-w-0">
          {t('modal.signedIn.as', { email })} (
          {email_verified ? t('idp.status.verified') : t('idp.status.notVerified')})
        </span>
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('modal.signedIn.stay')}
        </Button>
        <Button asChild>
          <Link to="/profile" onClick={onClose}>
            {t('modal.signedIn.profile')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
