import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/hooks/use-session';

/** The modal's status box: connection, active methods, and the signed-in user's e-mail and verified state. */
export function IdpStatusBox() {
  const { t } = useTranslation('auth');
  const session = useSession();
  return (
    <section
      aria-label={t('idp.status.heading')}
      className="rounded-lg bg-slate-50 p-3 text-xs text-slate-700"
    >
      <p className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-2 rounded-full bg-green-600" />
        {t('idp.status.connected')}
      </p>
      <p>{t('idp.status.methods')}</p>
      <p>
        {session
          ? `${t('idp.status.signedInAs', { email: session.user.email })} (${
              session.user.email_verified ? t('idp.status.verified') : t('idp.status.notVerified')
            })`
          : t('idp.status.signedOut')}
      </p>
    </section>
  );
}
