import { SUPPORT_CHAT_LIMITS } from '@hirehand/shared/support/support-chat';
import { Send } from 'lucide-react';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** The message form: Enter sends; Send is disabled while the text is empty or an answer is awaited. */
export function SupportForm({
  inputRef,
  pending,
  onSend,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  pending: boolean;
  onSend(text: string): void;
}) {
  const { t } = useTranslation('support-chat');
  const [draft, setDraft] = useState('');
  const id = useId();
  const canSend = draft.trim().length > 0 && !pending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    onSend(draft);
    setDraft('');
  };

  return (
    <form onSubmit={submit} className="flex gap-2 border-t border-slate-200 p-3">
      <label htmlFor={id} className="sr-only">
        {t('form.label')}
      </label>
      <Input
        id={id}
        ref={inputRef}
        value={draft}
        maxLength={SUPPORT_CHAT_LIMITS.messageMax}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={t('form.placeholder')}
        autoComplete="off"
      />
      <Button type="submit" size="icon" aria-label={t('form.send')} disabled={!canSend}>
        <Send aria-hidden="true" className="size-4" />
      </Button>
    </form>
  );
}
