/**
 * The toast queue, apart from the Radix component that shows it (toast.tsx), so that pages can
 * queue a message without loading the toast UI: the app mounts the Toaster on the first toast.
 */
export type ToastTone = 'info' | 'success' | 'error';

export interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/**
 * Shows a message in the toast region: the app's way to give
 * alerts (exact texts) without blocking the page.
 */
export function toast(message: string, tone: ToastTone = 'info') {
  items = [...items, { id: nextId++, message, tone }];
  emit();
}

export const dismissToast = (id: number) => {
  items = items.filter((item) => item.id !== id);
  emit();
};

export const subscribeToasts = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const currentToasts = () => items;
