import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useOnline } from '../hooks/use-online';

/**
 * The modal's status box: the connection and the methods on offer, in a user's words.
 * The signed-in user's e-mail and verified state show in the modal's signed-in view instead
 * (see SignedInNotice), so a signed-in user never sees a sign-in form with "Signed in as" under it.
 */
export function IdpStatusBox() {
  const { t } = useTranslation('auth');
  const online = useOnline();
  return (
    <section
      aria-label={t('idp.status.heading')}
      className={cn(
        'flex items-center gap-2 rounded-lg p-3 text-xs',
        online ? 'bg-slate-50 text-slate-700' : 'bg-amber-50 text-amber-950',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 shrink-0 rounded-full', online ? 'bg-green-600' : 'bg-amber-600')}
      />
      {online ? t('idp.status.online') : t('idp.status.offline')}
    </section>
  );
}
