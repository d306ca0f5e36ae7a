import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session/use-session';
import { ContactMessagesSection } from './contact-messages-section';
import { SupportTicketsSection } from './support-tickets-section';

const SECTIONS = [
  { key: 'contact-messages', search: '' },
  { key: 'tickets', search: '?section=tickets' },
] as const;

/**
 * /staff: the console for the HireHand team (app/routing/staff-gate.tsx lets only staff in).
 * Contact messages and support tickets are its sections (?section=tickets); disputes and
 * certification reviews join beside them.
 */
export function StaffConsolePage() {
  const { t } = useTranslation('staff');
  const session = useSession();
  const [params] = useSearchParams();
  const section = params.get('section') === 'tickets' ? 'tickets' : 'contact-messages';
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
          {SECTIONS.map((item) => (
            <li key={item.key}>
              <Link
                to={{ search: item.search }}
                aria-current={item.key === section ? 'page' : undefined}
                className={cn(
                  'inline-block border-b-2 px-1 pb-2 font-semibold focus-visible:outline-2 focus-visible:outline-blue-700',
                  item.key === section
                    ? 'border-blue-700 text-blue-800'
                    : 'border-transparent text-slate-700 hover:text-slate-900',
                )}
              >
                {t(`sections.${item.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {section === 'tickets' ? (
        <SupportTicketsSection userId={session.user.id} />
      ) : (
        <ContactMessagesSection userId={session.user.id} />
      )}
    </div>
  );
}
