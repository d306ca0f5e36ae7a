import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { type ReplyTopic, replyTopic } from '../lib/assistant-reply';

/** A user's message is their text; a bot's is the key of its canned text (namespace assistant-replies). */
export type AssistantMessage =
  | { id: number; from: 'user'; text: string }
  | { id: number; from: 'bot'; key: 'greeting' | `replies.${ReplyTopic}` };

interface AssistantState {
  isOpen: boolean;
  messages: AssistantMessage[];
  /** Opens the panel; with a message, sends it as the user's. */
  open(message?: string): void;
  close(): void;
  send(message: string): void;
}

const AssistantContext = createContext<AssistantState | null>(null);

export function AssistantProvider({ children }: { children: ReactNode }) {
  const nextId = useRef(2);
  const [isOpen, setOpen] = useState(false);
  const [messages, setMessages] = useState<AssistantMessage[]>(() => [
    { id: 1, from: 'bot', key: 'greeting' },
  ]);

  const send = useCallback((message: string) => {
    const text = message.trim();
    if (!text) return;
    const userId = nextId.current++;
    const botId = nextId.current++;
    setMessages((current) => [
      ...current,
      { id: userId, from: 'user', text },
      { id: botId, from: 'bot', key: `replies.${replyTopic(text)}` },
    ]);
  }, []);

  const open = useCallback(
    (message?: string) => {
      setOpen(true);
      if (message) send(message);
    },
    [send],
  );
  const close = useCallback(() => setOpen(false), []);

  const value = useMemo(
    () => ({ isOpen, messages, open, close, send }),
    [isOpen, messages, open, close, send],
  );
  return <AssistantContext value={value}>{children}</AssistantContext>;
}

export function useAssistant(): AssistantState {
  const state = useContext(AssistantContext);
  if (!state) throw new Error('useAssistant needs an AssistantProvider');
  return state;
}
