import { SUPPORT_RESPONSE_HOURS } from '@hirehand/shared/support/support';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session/use-session';

/** The way out of the help centre when no article answers: the contact page (and, signed in, one's requests). */
export function ContactSupportBox() {
  const { t } = useTranslation('help');
  const session = useSession();
  return (
    <aside aria-labelledby="help-contact" className="mt-12 rounded-xl border border-blue-100 bg-blue-50 p-6">
      <h2 id="help-contact" className="text-lg font-semibold text-slate-900">
        {t('contact.heading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('contact.text', { hours: SUPPORT_RESPONSE_HOURS })}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/contact">{t('contact.link')}</Link>
        </Button>
        {session ? (
          <Button asChild variant="secondary">
            <Link to="/help/requests">{t('requests.link')}</Link>
          </Button>
        ) : null}
      </div>
    </aside>
  );
}
