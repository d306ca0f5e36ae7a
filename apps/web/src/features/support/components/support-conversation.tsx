import { SUPPORT_HOURS, SUPPORT_RESPONSE_HOURS } from '@hirehand/shared/support/support';
import type { SupportChatDto } from '@hirehand/shared/support/support-chat';
import type { VisitorSupportContact } from '@hirehand/shared/support/support-tickets';
import { ChevronRight, MapPin } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button, focusRing } from '@/components/ui/button';
import { config } from '@/config';
import { cn } from '@/lib/cn';
import { formatDistanceKm, formatPhone, formatTime, phoneHref } from '@/lib/format';
import { useAppModals } from '@/lib/modals/app-modals-context';
import { escalates, type SupportEntry } from '../hooks/use-support-chat';
import { VisitorTicketForm } from './visitor-ticket-form';

const DOT_DELAYS = ['[animation-delay:0ms]', '[animation-delay:150ms]', '[animation-delay:300ms]'];
const linkClass = cn('font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950', focusRing);

export interface SupportConversationProps {
  /** The bot's first message (the greeting or the help assistant's welcome), with the time it showed. */
  greeting: ReactNode;
  greetingAt: number;
  entries: SupportEntry[];
  pending: boolean;
  ticketPending: boolean;
  onSend(text: string): void;
  onEscalate(): void;
  /** A signed-out person's request from the contact form; rejects on a refusal, which the form shows. */
  onVisitorTicket(contact: z.output<typeof VisitorSupportContact>): Promise<unknown>;
  /** Called when a link or job card leaves the conversation (the help assistant's dialog closes). */
  onLeave?(): void;
}

/**
 * The conversation as a log read out politely: user and bot bubbles with their times, each
 * answer in plain text with its articles, jobs, suggestions and the 'Talk to Human Support'
 * button when it escalates; the typing indicator while an answer is awaited.
 */
export function SupportConversation(props: SupportConversationProps) {
  const { t } = useTranslation('support-chat');
  const { entries, pending } = props;
  const endRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the conversation as it grows
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [entries.length, pending]);

  const lastAnswer = entries.findLast((entry) => entry.role !== 'user');
  const lastTicket = entries.findLastIndex((entry) => entry.role === 'ticket');

  return (
    <div role="log" aria-live="polite" aria-label={t('log.label')} className="space-y-3">
      <Bubble from="bot" at={props.greetingAt}>
        {props.greeting}
      </Bubble>
      {entries.map((entry, index) =>
        entry.role === 'user' ? (
          <Bubble key={entry.id} from="user" at={entry.at}>
            {entry.text}
          </Bubble>
        ) : (
          <Bubble key={entry.id} from="bot" at={entry.at}>
            <BotMessage
              entry={entry}
              latest={entry === lastAnswer && !pending}
              canEscalate={escalates(entry) && index > lastTicket}
              {...props}
            />
          </Bubble>
        ),
      )}
      {pending ? (
        <div data-testid="support-typing" className="flex justify-start">
          <p className="flex items-center gap-1 rounded-2xl bg-slate-100 px-4 py-3">
            <span className="sr-only">{t('log.typing')}</span>
            {DOT_DELAYS.map((delay) => (
              <span
                key={delay}
                aria-hidden="true"
                className={cn(
                  'size-2 animate-bounce rounded-full bg-slate-500 motion-reduce:animate-none',
                  delay,
                )}
              />
            ))}
          </p>
        </div>
      ) : null}
      <div ref={endRef} />
    </div>
  );
}

function Bubble({ from, at, children }: { from: 'user' | 'bot'; at: number; children: ReactNode }) {
  const { t } = useTranslation('support-chat');
  const time = formatTime(at);
  return (
    <div className={cn('flex', from === 'user' ? 'justify-end' : 'justify-start')}>
      <div
        data-testid={`support-${from}-message`}
        className={cn(
          'max-w-[88%] rounded-2xl px-3 py-2 text-sm',
          from === 'user' ? 'bg-blue-700 text-white' : 'bg-slate-100 text-slate-900',
        )}
      >
        <span className="sr-only">{from === 'user' ? t('log.you') : t('log.bot')}: </span>
        <div className="space-y-2 whitespace-pre-wrap">{children}</div>
        <time
          dateTime={new Date(at).toISOString()}
          className={cn(
            'mt-1 block text-right text-xs',
            from === 'user' ? 'text-blue-100' : 'text-slate-600',
          )}
        >
          <span className="sr-only">{t('log.sentAt', { time })}</span>
          <span aria-hidden="true">{time}</span>
        </time>
      </div>
    </div>
  );
}

function BotMessage({
  entry,
  latest,
  canEscalate,
  pending,
  ticketPending,
  onSend,
  onEscalate,
  onVisitorTicket,
  onLeave,
}: SupportConversationProps & {
  entry: Exclude<SupportEntry, { role: 'user' }>;
  latest: boolean;
  canEscalate: boolean;
}) {
  const { t } = useTranslation('support-chat');
  const human = canEscalate ? (
    <Button
      size="sm"
      variant="secondary"
      className="whitespace-normal"
      disabled={ticketPending}
      aria-busy={ticketPending || undefined}
      onClick={onEscalate}
    >
      {ticketPending ? t('human.busy') : t('human.button')}
    </Button>
  ) : null;

  switch (entry.role) {
    case 'failure':
      return (
        <>
          <p>{t('failure')}</p>
          {human}
        </>
      );
    case 'notice':
      return <p>{entry.text ?? t('human.failed')}</p>;
    case 'ticket':
      return (
        <>
          <p data-testid="support-ticket-reference">
            {t('human.ticketCreated', { reference: entry.reference })}
          </p>
          {entry.email ? <p>{t('visitor.confirmation', { email: entry.email })}</p> : null}
          <ContactDetails />
          {entry.email ? null : (
            <p>
              <Link to="/help/requests" className={linkClass} onClick={onLeave}>
                {t('human.requestsLink')}
              </Link>
            </p>
          )}
        </>
      );
    case 'contact':
      return <VisitorContact onSubmit={onVisitorTicket} />;
    case 'answer':
      return (
        <>
          <p>{entry.text}</p>
          {entry.articles.length > 0 ? (
            <ul aria-label={t('log.articlesLabel')} className="space-y-1">
              {entry.articles.map((article) => (
                <li key={article.slug}>
                  <Link to={`/help/${article.slug}`} className={linkClass} onClick={onLeave}>
                    {article.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {entry.jobs.length > 0 ? <JobCards jobs={entry.jobs} onLeave={onLeave} /> : null}
          {entry.jobsUrl ? (
            <p>
              <Link to={entry.jobsUrl} className={linkClass} onClick={onLeave}>
                {t('log.allJobs')}
              </Link>
            </p>
          ) : null}
          {latest && entry.suggestions.length > 0 ? (
            <ul aria-label={t('log.suggestionsLabel')} className="flex flex-wrap gap-2 whitespace-normal">
              {entry.suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <SuggestionButton text={suggestion} disabled={pending} onPick={onSend} />
                </li>
              ))}
            </ul>
          ) : null}
          {human}
        </>
      );
  }
}

export function SuggestionButton({
  text,
  disabled,
  onPick,
}: {
  text: string;
  disabled?: boolean;
  onPick(text: string): void;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => onPick(text)}
      className={cn(
        'rounded-full border border-blue-300 bg-white px-3 py-1.5 text-left text-xs font-medium text-blue-900 hover:bg-blue-50 disabled:opacity-60',
        focusRing,
      )}
    >
      {text}
    </button>
  );
}

function JobCards({ jobs, onLeave }: { jobs: SupportChatDto['jobs']; onLeave?(): void }) {
  const { t } = useTranslation('support-chat');
  const { openModal } = useAppModals();
  return (
    <ul aria-label={t('log.jobsLabel')} className="grid gap-2 whitespace-normal">
      {jobs.map((job) => (
        <li key={job.id}>
          <button
            type="button"
            data-testid="support-job"
            onClick={() => {
              onLeave?.();
              openModal({ kind: 'job', jobId: job.id });
            }}
            className={cn(
              'flex w-full items-center gap-2 rounded-xl border border-slate-200 bg-white p-2.5 text-left hover:border-blue-300',
              focusRing,
            )}
          >
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-slate-900">{job.title}</span>
              <span className="block text-xs font-medium text-emerald-800">{job.salary}</span>
              {job.city || job.distance_km !== null ? (
                <span className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
                  <MapPin aria-hidden="true" className="size-3.5" />
                  {job.city ? <span>{job.city}</span> : null}
                  {job.distance_km !== null ? (
                    <span>{t('log.distance', { distance: formatDistanceKm(job.distance_km) })}</span>
                  ) : null}
                </span>
              ) : null}
            </span>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Spec 3 §9's human-support text, from configuration: hours, reply time, e-mail and (when set) phone. */
function ContactDetails() {
  const { t } = useTranslation('support-chat');
  const [weekdays, saturday] = SUPPORT_HOURS;
  const range = (row: { open: string | null; close: string | null }) => `${row.open}–${row.close}`;
  return (
    <>
      <p>
        {t('human.hours', {
          weekdays: range(weekdays),
          saturday: range(saturday),
          count: SUPPORT_RESPONSE_HOURS,
        })}
      </p>
      <p>
        {t('human.email')}{' '}
        <a href={`mailto:${config.supportEmail}`} className={linkClass}>
          {config.supportEmail}
        </a>
        {config.supportPhone ? (
          <>
            <br />
            {t('human.phone')}{' '}
            <a href={phoneHref(config.supportPhone)} className={linkClass}>
              {formatPhone(config.supportPhone)}
            </a>
          </>
        ) : null}
      </p>
    </>
  );
}

/** A signed-out person's way to a human: the form (name, e-mail, note), or signing in. */
function VisitorContact({ onSubmit }: { onSubmit: SupportConversationProps['onVisitorTicket'] }) {
  const { openModal } = useAppModals();
  return (
    <>
      <VisitorTicketForm onSubmit={onSubmit} onSignIn={() => openModal({ kind: 'auth', mode: 'login' })} />
      <ContactDetails />
    </>
  );
}
