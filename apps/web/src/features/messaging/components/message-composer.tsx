import { ATTACHMENT_ACCEPT } from '@hirehand/shared/messaging/messaging';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Camera, Paperclip, Send } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, focusRing } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useComposer } from '../hooks/use-composer';

/** The composer grows with its text up to 120 px, then scrolls, so the thread stays in view. */
export const COMPOSER_MAX_HEIGHT = 120;

const menuItem =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-blue-50';

/**
 * The composer: Enter sends, Shift+Enter adds a line; the text clears at once and
 * comes back if sending fails; one send at a time. The attachment menu offers Image and File.
 */
export function MessageComposer({ userId, conversationId }: { userId: string; conversationId: string }) {
  const { t } = useTranslation('messaging');
  const composer = useComposer(userId, conversationId);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure whenever the text changes
  useLayoutEffect(() => {
    const element = textareaRef.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, COMPOSER_MAX_HEIGHT)}px`;
  }, [composer.text]);

  const busy = composer.sending || composer.uploading !== null;
  const canSend = composer.text.trim().length > 0 && !busy;

  return (
    <div className="border-t border-slate-200 p-3">
      <p role="status" className="sr-only">
        {composer.uploading ? t('composer.uploading', { name: composer.uploading }) : ''}
      </p>
      {composer.uploading ? (
        <p aria-hidden="true" className="mb-2 flex items-center gap-2 text-xs text-slate-700">
          <Spinner />
          {t('composer.uploading', { name: composer.uploading })}
        </p>
      ) : null}
      {composer.error ? (
        <p role="alert" className="mb-2 text-sm text-red-700">
          {composer.error}
        </p>
      ) : null}
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void composer.send();
        }}
      >
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            aria-label={t('composer.attach')}
            title={t('composer.attach')}
            disabled={busy}
            className={cn(
              'inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 data-[state=open]:bg-slate-100',
              focusRing,
            )}
          >
            <Paperclip aria-hidden="true" className="size-5" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              side="top"
              align="start"
              sideOffset={6}
              className="z-[60] w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
            >
              <DropdownMenu.Item className={menuItem} onSelect={() => imageInput.current?.click()}>
                <Camera aria-hidden="true" className="size-4 text-blue-700" />
                {t('composer.image')}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={menuItem} onSelect={() => fileInput.current?.click()}>
                <Paperclip aria-hidden="true" className="size-4 text-blue-700" />
                {t('composer.file')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        {(['image', 'file'] as const).map((kind) => (
          <input
            key={kind}
            ref={kind === 'image' ? imageInput : fileInput}
            type="file"
            accept={ATTACHMENT_ACCEPT[kind]}
            tabIndex={-1}
            aria-hidden="true"
            data-testid={`attach-${kind}-input`}
            className="hidden"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void composer.upload(file, kind);
            }}
          />
        ))}
        <label htmlFor={`composer-${conversationId}`} className="sr-only">
          {t('composer.label')}
        </label>
        <textarea
          id={`composer-${conversationId}`}
          ref={textareaRef}
          rows={1}
          value={composer.text}
          placeholder={t('composer.placeholder')}
          onChange={(event) => composer.setText(event.target.value)}
          onBlur={composer.stopTyping}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              if (canSend) void composer.send();
            }
          }}
          className={cn(
            'block max-h-[120px] min-h-10 w-full resize-none overflow-y-auto rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500',
            'focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600/40',
          )}
        />
        <Button
          type="submit"
          size="icon"
          aria-label={t('composer.send')}
          title={t('composer.send')}
          disabled={!canSend}
        >
          {composer.sending ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
        </Button>
      </form>
    </div>
  );
}
