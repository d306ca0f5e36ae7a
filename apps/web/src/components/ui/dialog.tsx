import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useRef } from 'react';
import { cn } from '@/lib/cn';
import { focusRing } from './button';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  closeLabel: string;
  children: ReactNode;
}

/**
 * A modal: focus is trapped and returned, Escape and a click on the backdrop
 * close it, and the page behind does not scroll. A dialog rendered inside another one's content
 * stacks on it: Escape and the backdrop close only the top one.
 */
export function DialogContent({
  className,
  children,
  closeLabel,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  // Radix returns focus to a DialogTrigger; these dialogs are opened by plain buttons (or by
  // another dialog), so focus goes back to whatever had it when this one opened, if still there.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-testid="dialog-backdrop"
        className="fixed inset-0 z-50 bg-slate-950/60 data-[state=open]:animate-[fade-in_150ms_ease-out]"
      />
      <DialogPrimitive.Content
        className={cn(
          // user-text (styles.css): dialogs show titles, names, letters and messages people wrote.
          'user-text fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl',
          'focus:outline-none',
          className,
        )}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = opener.current;
          if (event.defaultPrevented || !target?.isConnected || target === document.body) return;
          event.preventDefault();
          target.focus();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          // z-20: above a dialog's own sticky bars, so nothing scrolls over it.
          className={cn(
            'absolute top-3 right-3 z-20 rounded-md p-2 text-slate-600 hover:bg-slate-100',
            focusRing,
          )}
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-2xl font-bold text-slate-900', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('mt-1 text-sm text-slate-600', className)} {...props} />;
}
