import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/components/document-title';
import { useSession } from '@/lib/session/use-session';
import { ContactMessagesSection } from './contact-messages-section';

/**
 * /staff: the console for the HireHand team (app/routing/staff-gate.tsx lets only staff in).
 * Contact messages are its first section; support tickets, disputes and certification reviews
 * join as sections beside it.
 */
export function StaffConsolePage() {
  const { t } = useTranslation('staff');
  const session = useSession();
  if (!session) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <DocumentTitle title={t('title')} />
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-blue-700" />
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('heading')}</h1>
          <p className="mt-1 text-slate-700">{t('intro')}</p>
        </div>
      </div>
      <nav aria-label={t('sectionsLabel')} className="mt-6 border-b border-slate-200">
        <ul className="flex gap-4">
          <li>
            <span
              aria-current="page"
              className="inline-block border-b-2 border-blue-700 px-1 pb-2 font-semibold text-blue-800"
            >
              {t('sections.contact-messages')}
            </span>
          </li>
        </ul>
      </nav>
      <ContactMessagesSection userId={session.user.id} />
    </div>
  );
}
