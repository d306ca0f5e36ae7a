import type { SupportTicketDto } from '@hirehand/shared/support/support-tickets';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { APP_LOCALE } from '@/lib/format';
import { useSession } from '@/lib/session/use-session';
import { useMySupportTickets } from '../api/support-tickets';
import { helpLinkClass } from './help-markdown';
import { NewSupportRequestForm } from './new-support-request-form';

const dateTime = new Intl.DateTimeFormat(APP_LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => dateTime.format(new Date(iso));

const STATUS_LOOK = {
  open: 'bg-amber-100 text-amber-900',
  answered: 'bg-green-100 text-green-900',
  closed: 'bg-slate-200 text-slate-800',
} as const;

/** /help/requests (signed in): the person's support requests with support's answers, and a form for a new one. */
export function SupportRequestsPage() {
  const { t } = useTranslation('help');
  const session = useSession();
  const tickets = useMySupportTickets(session?.user.id ?? '');
  if (!session) return null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <DocumentTitle title={t('requests.title')} />
      <Link to="/help" className={cn('inline-flex items-center gap-1 text-sm', helpLinkClass)}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('article.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t('requests.heading')}
      </h1>
      <p className="mt-2 text-slate-700">{t('requests.lead')}</p>

      <section aria-labelledby="requests-list" className="mt-8">
        <h2 id="requests-list" className="text-xl font-semibold text-slate-900">
          {t('requests.listHeading')}
        </h2>
        {tickets.isPending ? (
          <p role="status" className="mt-3 text-slate-700">
            {t('requests.loading')}
          </p>
        ) : tickets.isError ? (
          <div className="mt-3">
            <p role="alert" className="text-red-700">
              {t('requests.loadFailed')}
            </p>
            <Button variant="secondary" className="mt-3" onClick={() => void tickets.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : tickets.data.tickets.length === 0 ? (
          <p className="mt-3 text-slate-700">{t('requests.empty')}</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {tickets.data.tickets.map((ticket) => (
              <TicketCard key={ticket.id} ticket={ticket} />
            ))}
          </ul>
        )}
      </section>

      <NewSupportRequestForm />
    </div>
  );
}

function TicketCard({ ticket }: { ticket: SupportTicketDto }) {
  const { t } = useTranslation('help');
  return (
    <li>
      <article
        aria-labelledby={`ticket-${ticket.id}`}
        className="rounded-lg border border-slate-200 bg-white p-5"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={`ticket-${ticket.id}`} className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
            {ticket.subject}
          </h3>
          <span className={cn('rounded px-2 py-0.5 text-xs font-medium', STATUS_LOOK[ticket.status])}>
            {t(`requests.status.${ticket.status}`)}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {t('requests.meta', {
            reference: ticket.reference,
            category: t(`categories.${ticket.category}`),
            date: when(ticket.created_at),
          })}
        </p>
        <p className="mt-3 whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">{ticket.message}</p>
        {ticket.replies.length > 0 ? (
          <ol className="mt-4 space-y-3 border-l-2 border-blue-200 pl-4">
            {ticket.replies.map((reply) => (
              <li key={reply.id}>
                <p className="text-sm font-medium text-slate-700">
                  {t('requests.reply', { date: when(reply.created_at) })}
                </p>
                <p className="mt-1 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
                  {reply.body}
                </p>
              </li>
            ))}
          </ol>
        ) : ticket.status === 'open' ? (
          <p className="mt-3 text-sm text-slate-600">{t('requests.waiting')}</p>
        ) : null}
      </article>
    </li>
  );
}
