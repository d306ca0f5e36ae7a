import type { StaffTicketsPageDto } from '@hirehand/shared/staff/support-tickets';
import type { SupportTicketStatus } from '@hirehand/shared/support/support-tickets';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatReceivedAt } from '../lib/received-at';
import { StaffPager } from './staff-pager';
import { PriorityMark, TicketStatusBadge, VisitorMark } from './ticket-marks';

/** The console's address for a page of the queue and a chosen ticket. */
const address = (status: SupportTicketStatus | null, page: number, ticket?: string) => {
  const query = new URLSearchParams({ section: 'tickets' });
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  if (ticket) query.set('ticket', ticket);
  return { search: `?${query}` };
};

/** One page of the queue as links, premium and professional members' tickets marked. */
export function SupportTicketList({
  data,
  selected,
  status,
}: {
  data: StaffTicketsPageDto;
  selected: string | null;
  status: SupportTicketStatus | null;
}) {
  const { t } = useTranslation('staff');
  const pages = Math.max(1, Math.ceil(data.total / data.limit));
  if (data.total === 0) return <p className="mt-4 text-slate-700">{t('tickets.empty')}</p>;
  return (
    <>
      <p className="mt-2 text-sm text-slate-600">{t('tickets.summary', { count: data.total })}</p>
      <ul
        aria-label={t('tickets.listLabel')}
        className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
      >
        {data.tickets.map((ticket) => {
          const current = ticket.id === selected;
          return (
            <li key={ticket.id}>
              <Link
                to={address(status, data.page, ticket.id)}
                aria-current={current ? 'true' : undefined}
                className={cn(
                  'block px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-blue-700',
                  current && 'bg-blue-50 hover:bg-blue-50',
                )}
              >
                <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="min-w-0 font-semibold text-slate-900 [overflow-wrap:anywhere]">
                    {ticket.subject}
                  </span>
                  <time dateTime={ticket.created_at} className="text-sm text-slate-600">
                    {formatReceivedAt(ticket.created_at)}
                  </time>
                </span>
                <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
                  <span className="font-mono text-xs">{ticket.reference}</span>
                  <span className="[overflow-wrap:anywhere]">
                    {ticket.requester.visitor
                      ? t('tickets.fromVisitor', {
                          name: ticket.requester.full_name,
                          email: ticket.requester.email,
                        })
                      : t('contactMessages.from', { name: ticket.requester.full_name })}
                  </span>
                  <TicketStatusBadge status={ticket.status} />
                  <PriorityMark priority={ticket.priority} />
                  <VisitorMark visitor={ticket.requester.visitor} />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <StaffPager
        label={t('tickets.pagination')}
        page={data.page}
        pages={pages}
        addressOf={(page) => address(status, page)}
      />
    </>
  );
}
