/**
 * The AI career discovery dialog's switch: anything may open it (the landing hero, the profession
 * explorer with a first question, a `/#ai-chat` link); the app's modal host renders it, loading
 * its code the first time. Kept tiny: it is part of every page's first load.
 */
export interface AiChatRequest {
  /** Changes on every open, so opening again starts a fresh conversation. */
  id: number;
  firstMessage?: string;
}

let request: AiChatRequest | null = null;
let opened = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function openAiChat(firstMessage?: string) {
  request = { id: ++opened, firstMessage };
  emit();
}

export function closeAiChat() {
  request = null;
  emit();
}

export const currentAiChat = () => request;

export function subscribeAiChat(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
