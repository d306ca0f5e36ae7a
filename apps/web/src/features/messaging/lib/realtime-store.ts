import { TYPING_TIMEOUT_MS } from '@hirehand/shared/messaging/realtime';
import type { PresenceStatus } from '@hirehand/shared/realtime/realtime';
import { useSyncExternalStore } from 'react';

/** A tiny external store: one value, replaced (never mutated), read with useSyncExternalStore. */
function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const presence = createStore<ReadonlyMap<string, PresenceStatus>>(new Map());
/** conversation id → user id → when their typing indicator lapses (ms since epoch). */
const typing = createStore<ReadonlyMap<string, ReadonlyMap<string, number>>>(new Map());
let viewed: string | null = null;
const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** The conversation on screen in the Messages modal (its new messages count as seen while the window has focus). */
export function setViewedConversation(id: string | null) {
  viewed = id;
}
export const viewedConversation = () => viewed;

export function setPresence(userId: string, status: PresenceStatus) {
  const next = new Map(presence.get());
  if (status === 'offline') next.delete(userId);
  else next.set(userId, status);
  presence.set(next);
}

/** A person's presence as last announced (unknown people count as offline). */
export function usePresence(userId: string | undefined): PresenceStatus {
  const map = useSyncExternalStore(presence.subscribe, presence.get, presence.get);
  return (userId && map.get(userId)) || 'offline';
}

export function setTyping(conversationId: string, userId: string, isTyping: boolean, now = Date.now()) {
  const key = `${conversationId}:${userId}`;
  clearTimeout(typingTimers.get(key));
  typingTimers.delete(key);
  const next = new Map(typing.get());
  const people = new Map(next.get(conversationId));
  if (isTyping) {
    people.set(userId, now + TYPING_TIMEOUT_MS);
    typingTimers.set(
      key,
      setTimeout(() => setTyping(conversationId, userId, false), TYPING_TIMEOUT_MS),
    );
  } else {
    people.delete(userId);
  }
  if (people.size > 0) next.set(conversationId, people);
  else next.delete(conversationId);
  typing.set(next);
}

const NOBODY: readonly string[] = [];

/** Who is typing in a conversation right now (their indicator lapses after TYPING_TIMEOUT_MS). */
export function useTypingUsers(conversationId: string | null): readonly string[] {
  const map = useSyncExternalStore(typing.subscribe, typing.get, typing.get);
  const people = conversationId ? map.get(conversationId) : undefined;
  return people ? [...people.keys()] : NOBODY;
}

/** Forgets presence and typing (sign-out, or between tests). */
export function resetRealtimeStore() {
  for (const timer of typingTimers.values()) clearTimeout(timer);
  typingTimers.clear();
  presence.set(new Map());
  typing.set(new Map());
  viewed = null;
}
