import { HELP_CATEGORIES } from '@hirehand/shared/help/help';
import { SUPPORT_TICKET_LIMITS, SupportTicketInput } from '@hirehand/shared/support/support-tickets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormOutcome } from '@/components/ui/form-outcome';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useOpenSupportTicket } from '../api/support-tickets';

const textareaClass =
  'rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700';

/** A request written here goes to support like one from the chat: e-mailed, answered, listed above. */
export function NewSupportRequestForm() {
  const { t } = useTranslation('help');
  const open = useOpenSupportTicket();
  const [reference, setReference] = useState<string | null>(null);
  const form = useZodForm({
    initial: { category: 'general', subject: '', message: '' },
    schema: SupportTicketInput,
    failure: () => t('requests.form.failed'),
    onEdit: () => setReference(null),
  });
  const outcome = form.general
    ? ({ kind: 'error', message: form.general } as const)
    : reference
      ? ({ kind: 'success', message: t('requests.form.sent', { reference }) } as const)
      : null;
  return (
    <section aria-labelledby="new-request" className="mt-12 rounded-xl border border-blue-100 bg-blue-50 p-6">
      <h2 id="new-request" className="text-lg font-semibold text-slate-900">
        {t('requests.form.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('requests.form.lead')}</p>
      <form
        ref={form.formRef}
        noValidate
        className="mt-4 flex flex-col gap-4"
        onSubmit={form.handleSubmit(async (input) => {
          const ticket = await open.mutateAsync(input);
          form.reset();
          setReference(ticket.reference);
        })}
      >
        <FormOutcome outcome={outcome} look="inline" />
        <Field label={t('requests.form.category')} error={form.errors.category} required>
          {(control) => (
            <Select
              {...control}
              name="category"
              value={form.values.category}
              onValueChange={(value) => form.setValue('category', value)}
              options={HELP_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
            />
          )}
        </Field>
        <Field label={t('requests.form.subject')} error={form.errors.subject} required>
          {(control) => (
            <Input
              {...control}
              name="subject"
              maxLength={SUPPORT_TICKET_LIMITS.subjectMax}
              value={form.values.subject}
              onChange={(event) => form.setValue('subject', event.target.value)}
            />
          )}
        </Field>
        <Field label={t('requests.form.message')} error={form.errors.message} required>
          {(control) => (
            <textarea
              {...control}
              name="message"
              rows={5}
              maxLength={SUPPORT_TICKET_LIMITS.messageMax}
              value={form.values.message}
              onChange={(event) => form.setValue('message', event.target.value)}
              className={textareaClass}
            />
          )}
        </Field>
        <Button type="submit" className="self-start" disabled={form.pending}>
          {form.pending ? t('requests.form.sending') : t('requests.form.send')}
        </Button>
      </form>
    </section>
  );
}
