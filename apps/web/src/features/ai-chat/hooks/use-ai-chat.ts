import { AI_CHAT_LIMITS, type AiChatDto } from '@hirehand/shared/ai/ai-chat';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { endAiSession, sendAiMessage } from '../api/ai-chat';
import { type ChatProblem, problemOf } from '../lib/chat-problem';

export type ChatEntry =
  | { id: number; role: 'user'; text: string }
  | { id: number; role: 'assistant'; text: string; suggestions: string[] }
  /** The call failed (network, 5xx): the spec's fallback, never a made-up answer. */
  | { id: number; role: 'fallback' };

export interface AiChatState {
  entries: ChatEntry[];
  sessionId: string | null;
  /** Every skill found in the session so far (the latest answer's list). */
  skills: string[];
  jobMatches: AiChatDto['job_matches'];
  /** The engine that gave the latest answer. */
  engine: AiChatDto['engine'] | null;
  pending: boolean;
  /** A refusal to show above the form (limit, rate, full session), with its way out. */
  problem: ChatProblem | null;
}

const EMPTY: AiChatState = {
  entries: [],
  sessionId: null,
  skills: [],
  jobMatches: [],
  engine: null,
  pending: false,
  problem: null,
};

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * One conversation with the career assistant. The first message starts a session, later ones
 * pass its id. A reply shows no sooner than 1 s after the message was sent (spec 1 §9), and no
 * later than it arrives when it took longer. `reset` ends the session (DELETE, fire and forget)
 * and forgets everything: the dialog calls it when it closes.
 */
export function useAiChat() {
  const [state, setState] = useState<AiChatState>(EMPTY);
  const nextId = useRef(1);
  // Answers that arrive after a reset belong to a conversation that is gone.
  const generation = useRef(0);
  const live = useRef(state);
  live.current = state;

  const send = useCallback(async (message: string) => {
    const text = message.trim().slice(0, AI_CHAT_LIMITS.messageMax);
    const current = live.current;
    if (!text || current.pending) return;
    const turn = generation.current;
    const sentAt = Date.now();
    const userEntry: ChatEntry = { id: nextId.current++, role: 'user', text };
    live.current = { ...current, pending: true, problem: null, entries: [...current.entries, userEntry] };
    setState(live.current);

    let answer: AiChatDto | null = null;
    let failure: unknown = null;
    try {
      answer = await sendAiMessage({ message: text, session_id: current.sessionId ?? undefined });
    } catch (error) {
      failure = error;
    }
    // A minimum only: a slow answer is shown as soon as it arrives.
    const left = AI_CHAT_LIMITS.minimumReplyMs - (Date.now() - sentAt);
    if (left > 0) await wait(left);
    if (turn !== generation.current) {
      if (answer && answer.session_id !== current.sessionId) endAiSession(answer.session_id);
      return;
    }

    setState((before) => {
      if (answer) {
        return {
          ...before,
          pending: false,
          sessionId: answer.session_id,
          skills: answer.discovered_skills,
          jobMatches: answer.job_matches,
          engine: answer.engine,
          entries: [
            ...before.entries,
            {
              id: nextId.current++,
              role: 'assistant',
              text: answer.ai_response,
              suggestions: answer.suggestions.slice(0, AI_CHAT_LIMITS.suggestionsMax),
            },
          ],
        };
      }
      const problem = failure instanceof ApiError ? problemOf(failure) : null;
      if (problem) return { ...before, pending: false, problem };
      return {
        ...before,
        pending: false,
        entries: [...before.entries, { id: nextId.current++, role: 'fallback' }],
      };
    });
  }, []);

  const reset = useCallback(() => {
    generation.current++;
    const { sessionId } = live.current;
    if (sessionId) endAiSession(sessionId);
    live.current = EMPTY;
    setState(EMPTY);
  }, []);

  return { ...state, send, reset };
}
