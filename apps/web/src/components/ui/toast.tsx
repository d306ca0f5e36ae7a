import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export type ToastTone = 'info' | 'success' | 'error';

interface ToastItem {
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
 * Shows a message in the toast region: the app's way to give the spec's
 * "alerts" (exact texts) without blocking the page.
 */
export function toast(message: string, tone: ToastTone = 'info') {
  items = [...items, { id: nextId++, message, tone }];
  emit();
}

const dismiss = (id: number) => {
  items = items.filter((item) => item.id !== id);
  emit();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const toneClass: Record<ToastTone, string> = {
  info: 'border-slate-300 bg-white text-slate-900',
  success: 'border-green-600 bg-green-50 text-green-950',
  error: 'border-red-600 bg-red-50 text-red-950',
};

export function Toaster() {
  const { t } = useTranslation('common');
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return (
    <ToastPrimitive.Provider duration={6000} label={t('notifications')}>
      {current.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          type={item.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          className={cn('flex items-start gap-3 rounded-xl border-l-4 p-4 shadow-lg', toneClass[item.tone])}
          data-testid="toast"
        >
          <ToastPrimitive.Description className="flex-1 text-sm font-medium">
            {item.message}
          </ToastPrimitive.Description>
          <ToastPrimitive.Close aria-label={t('dismiss')} className="rounded p-1 hover:bg-black/5">
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-4 right-4 z-[100] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
    </ToastPrimitive.Provider>
  );
}
