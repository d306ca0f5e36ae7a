import { useTranslation } from 'react-i18next';
import { useSessionEnd } from '@/lib/session/session-end';
import { sessionEndedTextKey } from '../lib/session-ended';

/**
 * Why the person is asked to sign in again, when their stored session was refused (password
 * changed or reset, signed out everywhere, expired): shown above the sign-in form, announced
 * politely to screen readers, and gone after the next sign-in or when the modal closes.
 */
export function SessionEndedNotice() {
  const { t } = useTranslation('auth');
  const end = useSessionEnd();
  if (!end) return null;
  const key = sessionEndedTextKey(end.code);
  const text = key ? t(`sessionEnded.${key}`) : (end.detail ?? t('sessionEnded.expired'));
  return (
    <section
      role="status"
      aria-label={t('sessionEnded.heading')}
      data-testid="session-ended-notice"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-left text-sm text-amber-950"
    >
      <p className="font-semibold">{t('sessionEnded.heading')}</p>
      <p className="mt-1 break-words">{text}</p>
    </section>
  );
}
