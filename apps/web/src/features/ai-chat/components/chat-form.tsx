import { Send } from 'lucide-react';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CharacterCounter } from '@/components/ui/character-counter';
import { Textarea } from '@/components/ui/input';

/** The counter shows from this share of the limit on. */
const COUNTER_FROM = 0.8;

/** The Send form: Enter sends (Shift+Enter is a new line); nothing is sent while empty or awaited. */
export function ChatForm({
  inputRef,
  pending,
  max,
  onSend,
}: {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  pending: boolean;
  max: number;
  onSend(text: string): void;
}) {
  const { t } = useTranslation('ai-chat');
  const [draft, setDraft] = useState('');
  const id = useId();
  const tooLong = draft.length > max;
  const canSend = draft.trim().length > 0 && !pending && !tooLong;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(draft);
    setDraft('');
  };

  return (
    <form onSubmit={submit} className="border-t border-slate-200 px-4 py-3 sm:px-6">
      <label htmlFor={id} className="sr-only">
        {t('inputLabel')}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          ref={inputRef}
          rows={1}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          placeholder={t('placeholder')}
          aria-invalid={tooLong || undefined}
          autoComplete="off"
          className="max-h-32 min-h-10 resize-none"
        />
        <Button type="submit" size="icon" aria-label={t('send')} disabled={!canSend} className="shrink-0">
          <Send aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {draft.length >= max * COUNTER_FROM ? (
        <CharacterCounter length={draft.length} max={max} className="mt-1" />
      ) : null}
    </form>
  );
}
