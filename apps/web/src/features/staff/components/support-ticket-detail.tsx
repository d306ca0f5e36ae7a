import { SUPPORT_TICKET_STATUSES, type SupportTicketStatus } from '@hirehand/shared/support/support-tickets';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { isNotStaff } from '../api/staff-access';
import { useSetTicketStatus, useSupportTicket } from '../api/support-tickets';
import { formatReceivedAt } from '../lib/received-at';
import { PriorityMark, TicketStatusBadge, VisitorMark } from './ticket-marks';
import { TicketReplyForm } from './ticket-reply-form';

/** One ticket: who wrote, the chat it came from, the request, the replies so far, and the answer form. */
export function SupportTicketDetail({ userId, id }: { userId: string; id: string }) {
  const { t } = useTranslation('staff');
  const [params] = useSearchParams();
  const ticket = useSupportTicket(userId, id);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = ticket.data?.id;

  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  const back = new URLSearchParams(params);
  back.delete('ticket');
  const backLink = (
    <Link
      to={{ search: `?${back}` }}
      className="inline-flex items-center gap-1 font-medium text-blue-800 underline lg:hidden"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('tickets.back')}
    </Link>
  );

  if (ticket.isPending || ticket.isError) {
    return (
      <div>
        {backLink}
        {ticket.isPending ? (
          <p role="status" className="mt-4 text-slate-700">
            {t('loading')}
          </p>
        ) : (
          <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
            {isNotStaff(ticket.error) ? t('tickets.notFound') : t('tickets.loadOneError')}
          </p>
        )}
      </div>
    );
  }
  const data = ticket.data;
  return (
    <article
      aria-labelledby="staff-ticket-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
    >
      {backLink}
      <h2
        id="staff-ticket-heading"
        ref={heading}
        tabIndex={-1}
        className="mt-2 text-2xl font-semibold text-slate-900 [overflow-wrap:anywhere] focus:outline-none lg:mt-0"
      >
        {data.subject}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-mono text-xs text-slate-800">{data.reference}</span>
        <TicketStatusBadge status={data.status} />
        <PriorityMark priority={data.priority} />
        <VisitorMark visitor={data.requester.visitor} />
      </p>
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-slate-600">{t('message.from')}</dt>
        <dd className="text-slate-900 [overflow-wrap:anywhere]">{data.requester.full_name}</dd>
        <dt className="font-medium text-slate-600">{t('message.email')}</dt>
        <dd className="text-slate-900 [overflow-wrap:anywhere]">{data.requester.email}</dd>
        <dt className="font-medium text-slate-600">{t('tickets.category')}</dt>
        <dd className="text-slate-900">{t(`tickets.categories.${data.category}`)}</dd>
        <dt className="font-medium text-slate-600">{t('message.received')}</dt>
        <dd className="text-slate-900">
          <time dateTime={data.created_at}>{formatReceivedAt(data.created_at)}</time>
        </dd>
      </dl>
      <StatusControl userId={userId} id={data.id} status={data.status} />

      <h3 className="mt-6 text-sm font-medium text-slate-600">{t('message.body')}</h3>
      <p className="mt-2 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">{data.message}</p>

      {data.conversation.length > 0 ? (
        <>
          <h3 className="mt-6 text-sm font-medium text-slate-600">{t('tickets.conversation')}</h3>
          <ol className="mt-2 space-y-2 rounded-md bg-slate-50 p-3 text-sm">
            {data.conversation.map((line) => (
              <li key={`${line.created_at}-${line.role}`} className="[overflow-wrap:anywhere]">
                <span className="font-semibold text-slate-800">
                  {line.role === 'user' ? data.requester.full_name : t('tickets.assistant')}:
                </span>{' '}
                <span className="whitespace-pre-wrap text-slate-900">{line.content}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}

      <h3 className="mt-6 text-sm font-medium text-slate-600">{t('tickets.replies')}</h3>
      {data.replies.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('tickets.noReplies')}</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {data.replies.map((reply) => (
            <li key={reply.id} className="rounded-md border border-slate-200 p-3 text-sm">
              <p className="text-slate-600">
                {t('tickets.repliedBy', { name: reply.staff_name ?? t('tickets.formerStaff') })} ·{' '}
                <time dateTime={reply.created_at}>{formatReceivedAt(reply.created_at)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">{reply.body}</p>
            </li>
          ))}
        </ol>
      )}
      <TicketReplyForm userId={userId} id={data.id} visitor={data.requester.visitor} />
    </article>
  );
}

function StatusControl({ userId, id, status }: { userId: string; id: string; status: SupportTicketStatus }) {
  const { t } = useTranslation('staff');
  const setStatus = useSetTicketStatus(userId, id);
  const selectId = useId();
  const error = setStatus.error;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
        {t('tickets.setStatus')}
      </label>
      <select
        id={selectId}
        value={status}
        disabled={setStatus.isPending}
        onChange={(event) => setStatus.mutate({ status: event.target.value as SupportTicketStatus })}
        className={cn('h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900')}
      >
        {SUPPORT_TICKET_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`tickets.status.${value}`)}
          </option>
        ))}
      </select>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {(error instanceof ApiError ? error.detail : undefined) ?? t('tickets.statusError')}
        </p>
      ) : null}
    </div>
  );
}
