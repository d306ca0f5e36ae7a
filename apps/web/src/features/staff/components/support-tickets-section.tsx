import { SUPPORT_TICKET_STATUSES, type SupportTicketStatus } from '@hirehand/shared/support/support-tickets';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSupportTickets } from '../api/support-tickets';
import { StaffListState } from './staff-list-state';
import { SupportTicketDetail } from './support-ticket-detail';
import { SupportTicketList } from './support-ticket-list';

const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};
const statusFrom = (value: string | null): SupportTicketStatus | null =>
  SUPPORT_TICKET_STATUSES.find((status) => status === value) ?? null;

/**
 * The support tickets: the queue beside the chosen ticket on wide screens, one or the other on a
 * phone. Section, filter, page and ticket are in the address (?section=tickets&status=open&ticket=id).
 */
export function SupportTicketsSection({ userId }: { userId: string }) {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const status = statusFrom(params.get('status'));
  const selected = params.get('ticket');
  const list = useSupportTickets(userId, page, status);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const hadSelection = useRef(selected !== null);
  const filterId = useId();

  useEffect(() => {
    if (hadSelection.current && selected === null) listHeading.current?.focus();
    hadSelection.current = selected !== null;
  }, [selected]);

  const filter = (next: string) => {
    const query = new URLSearchParams({ section: 'tickets' });
    if (next) query.set('status', next);
    setParams(query);
  };

  return (
    <section
      aria-labelledby="staff-tickets-heading"
      className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <div className={selected ? 'hidden lg:block' : undefined}>
        <h2
          id="staff-tickets-heading"
          ref={listHeading}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 focus:outline-none"
        >
          {t('tickets.heading')}
        </h2>
        <div className="mt-3 flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm font-medium text-slate-700">
            {t('tickets.filter')}
          </label>
          <select
            id={filterId}
            value={status ?? ''}
            onChange={(event) => filter(event.target.value)}
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
          >
            <option value="">{t('tickets.allStatuses')}</option>
            {SUPPORT_TICKET_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`tickets.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <StaffListState query={list} loadError={t('tickets.loadError')}>
          {(data) => <SupportTicketList data={data} selected={selected} status={status} />}
        </StaffListState>
      </div>
      <div className={selected ? undefined : 'hidden lg:block'}>
        {selected ? (
          <SupportTicketDetail key={selected} userId={userId} id={selected} />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
            {t('tickets.choose')}
          </p>
        )}
      </div>
    </section>
  );
}
