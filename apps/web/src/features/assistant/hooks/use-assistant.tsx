import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { replyTopic } from '../lib/assistant-reply';

export interface AssistantMessage {
  id: number;
  from: 'bot' | 'user';
  text: string;
}

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
  const { t } = useTranslation('assistant');
  const nextId = useRef(2);
  const [isOpen, setOpen] = useState(false);
  const [messages, setMessages] = useState<AssistantMessage[]>(() => [
    { id: 1, from: 'bot', text: t('greeting') },
  ]);

  const send = useCallback(
    (message: string) => {
      const text = message.trim();
      if (!text) return;
      const reply = t(`replies.${replyTopic(text)}`);
      const userId = nextId.current++;
      const botId = nextId.current++;
      setMessages((current) => [
        ...current,
        { id: userId, from: 'user', text },
        { id: botId, from: 'bot', text: reply },
      ]);
    },
    [t],
  );

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
