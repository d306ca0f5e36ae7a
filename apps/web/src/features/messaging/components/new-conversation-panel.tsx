import { Link2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import type { NewConversationState } from '../hooks/use-messages-modal-state';

/**
 * New Conversation: an e-mail or a user id; Create stays disabled while the field
 * is blank or a request is out. Opened for a job, a notice says the conversation is linked to it.
 * By e-mail the panel stays open with a notice that reads the same whether or not the person has an
 * account; the conversation, if any, appears in the list.
 */
export function NewConversationPanel({ panel }: { panel: NewConversationState }) {
  const { t } = useTranslation('messaging');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <form
      aria-label={t('list.newConversation')}
      className="flex flex-col gap-2 border-b border-slate-200 bg-slate-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        panel.submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('create.label')}
      </label>
      <Input
        id={id}
        autoFocus
        autoComplete="off"
        value={panel.recipient}
        placeholder={t('create.placeholder')}
        aria-invalid={Boolean(panel.error)}
        aria-describedby={panel.error ? errorId : undefined}
        onChange={(event) => panel.setRecipient(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && panel.recipient) {
            event.stopPropagation();
            panel.cancel();
          }
        }}
      />
      {panel.error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {panel.error}
        </p>
      ) : null}
      {panel.notice ? (
        <p role="status" className="text-sm text-slate-800">
          {panel.notice}
        </p>
      ) : null}
      {panel.jobId ? (
        <p className="flex items-center gap-1.5 text-xs text-blue-900">
          <Link2 aria-hidden="true" className="size-3.5 shrink-0" />
          {t('create.jobNotice')}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!panel.recipient.trim() || panel.busy} className="flex-1">
          {panel.busy ? <Spinner /> : null}
          {t('create.submit')}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={panel.cancel} className="flex-1">
          {t('create.cancel')}
        </Button>
      </div>
    </form>
  );
}
