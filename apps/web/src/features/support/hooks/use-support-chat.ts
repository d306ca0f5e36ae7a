import {
  SUPPORT_CHAT_LIMITS,
  type SupportCategory,
  type SupportChatDto,
} from '@hirehand/shared/support/support-chat';
import type { VisitorSupportContact } from '@hirehand/shared/support/support-tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { SUPPORT_TICKETS_QUERY_KEY } from '@/lib/query-keys';
import { createSupportTicket, createVisitorSupportTicket, sendSupportMessage } from '../api/support';
import { type TicketDraftTexts, ticketDraft } from '../lib/ticket-draft';

type Stamp = { id: number; at: number };

/** One message of a support conversation; the bot's are an answer, a notice or a step of escalation. */
export type SupportEntry = Stamp &
  (
    | { role: 'user'; text: string }
    | {
        role: 'answer';
        text: string;
        suggestions: string[];
        escalation: boolean;
        articles: SupportChatDto['articles'];
        jobs: SupportChatDto['jobs'];
        jobsUrl: string | null;
      }
    /** The call failed (network, 5xx): spec 3 §8's apology, with the escalation flag. */
    | { role: 'failure' }
    /** A refusal the server explained (429, 409, a ticket refused): its text; null when it gave none. */
    | { role: 'notice'; text: string | null }
    /** 'Talk to Human Support' opened a ticket; a visitor's (`email` set) is answered by e-mail only. */
    | { role: 'ticket'; reference: string; email?: string }
    /** 'Talk to Human Support' while signed out: the form asking where to answer, and sign in. */
    | { role: 'contact' }
  );

type NewEntry = SupportEntry extends infer E
  ? E extends SupportEntry
    ? Omit<E, 'id' | 'at'>
    : never
  : never;

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** True when the entry offers 'Talk to Human Support'. */
export const escalates = (entry: SupportEntry) =>
  entry.role === 'failure' || (entry.role === 'answer' && entry.escalation);

/**
 * One support conversation (decision 037): messages go to POST /api/support/chat with the
 * session and the category; 'Talk to Human Support' opens a ticket for a signed-in person. With
 * `minimumReplyMs` (the help-centre assistant's 1.5 s), a fast reply waits that long after the
 * message was sent, and a slow one shows as soon as it arrives. Unmounting ends the conversation.
 */
export function useSupportChat({
  minimumReplyMs = 0,
  initialCategory = 'general',
}: {
  minimumReplyMs?: number;
  initialCategory?: SupportCategory;
} = {}) {
  const nextId = useRef(1);
  const [entries, setEntries] = useState<SupportEntry[]>([]);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [category, setCategory] = useState<SupportCategory>(initialCategory);
  const [engine, setEngine] = useState<SupportChatDto['engine'] | null>(null);
  const live = useRef({ entries, sessionId, category });
  live.current = { entries, sessionId, category };

  const add = useCallback((entry: NewEntry) => {
    const full = { ...entry, id: nextId.current++, at: Date.now() } as SupportEntry;
    live.current = { ...live.current, entries: [...live.current.entries, full] };
    setEntries((before) => [...before, full]);
  }, []);

  const chat = useMutation({
    mutationFn: async (input: { message: string; category: SupportCategory; session_id?: string }) => {
      const sentAt = Date.now();
      try {
        return await sendSupportMessage(input);
      } finally {
        // A minimum only: a slow answer (or failure) is shown as soon as it arrives.
        const left = minimumReplyMs - (Date.now() - sentAt);
        if (left > 0) await wait(left);
      }
    },
    onSuccess: (answer) => {
      setSessionId(answer.session_id);
      setEngine(answer.engine);
      add({
        role: 'answer',
        text: answer.response,
        suggestions: answer.suggestions.slice(0, SUPPORT_CHAT_LIMITS.suggestionsMax),
        escalation: answer.escalation,
        articles: answer.articles,
        jobs: answer.jobs,
        jobsUrl: answer.jobs_url,
      });
    },
    onError: (error) => {
      const refused = error instanceof ApiError && (error.status === 429 || error.status === 409);
      if (refused && error.detail) add({ role: 'notice', text: error.detail });
      else add({ role: 'failure' });
    },
  });

  const queryClient = useQueryClient();
  const ticket = useMutation({
    mutationFn: createSupportTicket,
    onSuccess: (created) => {
      add({ role: 'ticket', reference: created.reference });
      // The help centre's list of requests shows the new one.
      void queryClient.invalidateQueries({ queryKey: SUPPORT_TICKETS_QUERY_KEY });
    },
    onError: (error) => add({ role: 'notice', text: (error instanceof ApiError && error.detail) || null }),
  });

  const visitorTicket = useMutation({ mutationFn: createVisitorSupportTicket });

  const send = useCallback(
    (message: string, askedCategory?: SupportCategory) => {
      const text = message.trim().slice(0, SUPPORT_CHAT_LIMITS.messageMax);
      if (!text || chat.isPending) return;
      const current = live.current;
      const useCategory = askedCategory ?? current.category;
      if (askedCategory) setCategory(askedCategory);
      add({ role: 'user', text });
      chat.mutate({ message: text, category: useCategory, session_id: current.sessionId ?? undefined });
    },
    [add, chat],
  );

  /** The ticket's subject and message, drafted from what the person wrote (`texts` words the fallbacks). */
  const draft = useCallback((texts: TicketDraftTexts) => {
    const { entries: all, sessionId: session, category: current } = live.current;
    const mine = all.flatMap((entry) => (entry.role === 'user' ? [entry.text] : []));
    return { category: current, ...ticketDraft(mine, texts), session_id: session ?? undefined };
  }, []);

  /**
   * 'Talk to Human Support': a ticket when signed in; signed out, the form asking a visitor where
   * to answer (once: a form already showing is not repeated).
   */
  const escalate = useCallback(
    (signedIn: boolean, texts: TicketDraftTexts) => {
      if (ticket.isPending) return;
      if (!signedIn) {
        if (!live.current.entries.some((entry) => entry.role === 'contact')) add({ role: 'contact' });
        return;
      }
      ticket.mutate(draft(texts));
    },
    [add, draft, ticket],
  );

  /**
   * A visitor's ticket from the contact form: the form's entry becomes the ticket's reference.
   * The promise rejects on a refusal, so the form shows it (a 422 on its fields, a 429's text).
   */
  const openVisitorTicket = useCallback(
    async (contact: z.output<typeof VisitorSupportContact>, texts: TicketDraftTexts) => {
      const created = await visitorTicket.mutateAsync({ ...draft(texts), ...contact });
      const ticketEntry = { role: 'ticket', reference: created.reference, email: contact.email } as const;
      const replace = (list: SupportEntry[]) =>
        list.map((entry) =>
          entry.role === 'contact' ? { ...ticketEntry, id: entry.id, at: Date.now() } : entry,
        );
      live.current = { ...live.current, entries: replace(live.current.entries) };
      setEntries(replace);
    },
    [draft, visitorTicket],
  );

  return {
    entries,
    sessionId,
    category,
    setCategory,
    engine,
    pending: chat.isPending,
    send,
    escalate,
    openVisitorTicket,
    ticketPending: ticket.isPending,
  };
}
