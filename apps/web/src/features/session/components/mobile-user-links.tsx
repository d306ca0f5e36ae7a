import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, focusRing } from '@/components/ui/button';
import { config } from '@/config';
import { cn } from '@/lib/cn';
import { type Session, signOut } from '@/lib/session/session';

const linkClass = cn(
  'block rounded-md px-3 py-3 text-base font-medium text-slate-700 hover:bg-slate-50',
  focusRing,
);

/** The mobile menu's copy of the user menu (the dashboard link sits with the work entries above it). */
export function MobileUserLinks({ session }: { session: Session }) {
  const { t } = useTranslation('session');
  return (
    <div className="border-t border-slate-200 pt-2">
      <p className="truncate px-3 py-2 text-sm text-slate-600">
        {t('signedInAs', { email: session.user.email })}
      </p>
      <Link to="/profile" className={linkClass}>
        {t('profile')}
      </Link>
      <Link to="/settings" className={linkClass}>
        {t('settings')}
      </Link>
      <a href={`mailto:${config.supportEmail}`} className={linkClass}>
        {t('support')}
      </a>
      <Button variant="secondary" className="mt-2 w-full" onClick={() => void signOut()}>
        {t('signOut')}
      </Button>
    </div>
  );
}
