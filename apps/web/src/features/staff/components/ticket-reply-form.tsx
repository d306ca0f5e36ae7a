import { StaffTicketReplyInput } from '@hirehand/shared/staff/support-tickets';
import { SUPPORT_TICKET_LIMITS } from '@hirehand/shared/support/support-tickets';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormOutcome } from '@/components/ui/form-outcome';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useReplyToTicket } from '../api/support-tickets';

/** Staff's answer: stored on the ticket, e-mailed to the person, shown in their list. */
export function TicketReplyForm({ userId, id, visitor }: { userId: string; id: string; visitor: boolean }) {
  const { t } = useTranslation('staff');
  const reply = useReplyToTicket(userId, id);
  const [sent, setSent] = useState(false);
  const form = useZodForm({
    initial: { body: '' },
    schema: StaffTicketReplyInput,
    failure: () => t('tickets.replyError'),
    onEdit: () => setSent(false),
  });
  const outcome = form.general
    ? ({ kind: 'error', message: form.general } as const)
    : sent
      ? ({ kind: 'success', message: t('tickets.replySent') } as const)
      : null;
  return (
    <form
      ref={form.formRef}
      noValidate
      className="mt-6"
      onSubmit={form.handleSubmit(async (input) => {
        await reply.mutateAsync(input);
        form.reset();
        setSent(true);
      })}
    >
      <FormOutcome outcome={outcome} look="inline" />
      <Field
        label={t('tickets.replyLabel')}
        hint={visitor ? t('tickets.replyHintVisitor') : t('tickets.replyHint')}
        error={form.errors.body}
        required
      >
        {(control) => (
          <textarea
            {...control}
            name="body"
            rows={5}
            maxLength={SUPPORT_TICKET_LIMITS.replyMax}
            value={form.values.body}
            onChange={(event) => form.setValue('body', event.target.value)}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700"
          />
        )}
      </Field>
      <Button type="submit" className="mt-3" disabled={form.pending}>
        <Send aria-hidden="true" className="size-4" />
        {form.pending ? t('tickets.replySending') : t('tickets.replySend')}
      </Button>
    </form>
  );
}
