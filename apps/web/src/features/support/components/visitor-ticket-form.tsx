import { SUPPORT_TICKET_LIMITS, VisitorSupportContact } from '@hirehand/shared/support/support-tickets';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useZodForm } from '@/lib/forms/use-zod-form';

const EMPTY = { name: '', email: '', note: '' };

export interface VisitorTicketFormProps {
  /** Opens the ticket; rejects on a refusal, which the form shows (on a field, or as its error). */
  onSubmit(contact: z.output<typeof VisitorSupportContact>): Promise<unknown>;
  onSignIn(): void;
}

/**
 * 'Talk to Human Support' for a signed-out person (decision 037): a name and an e-mail address to
 * answer at and an optional note, checked with the shared `VisitorSupportContact` before sending.
 * The conversation goes with the request; the person may sign in instead.
 */
export function VisitorTicketForm({ onSubmit, onSignIn }: VisitorTicketFormProps) {
  const { t } = useTranslation('support-chat');
  const form = useZodForm({
    initial: EMPTY,
    schema: VisitorSupportContact,
    failure: () => t('human.failed'),
  });
  const { errors, values, pending } = form;
  const update = form.setValue;
  const submit = form.handleSubmit((input) => onSubmit(input));

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      aria-label={t('visitor.formLabel')}
      data-testid="support-visitor-form"
      className="grid gap-3 whitespace-normal"
    >
      <p>{t('visitor.intro')}</p>
      <Field label={t('visitor.name')} error={errors.name} required>
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="name"
            required
            maxLength={SUPPORT_TICKET_LIMITS.contactNameMax}
            value={values.name}
            onChange={(event) => update('name', event.target.value)}
          />
        )}
      </Field>
      <Field label={t('visitor.email')} error={errors.email} required>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
          />
        )}
      </Field>
      <Field label={t('visitor.note')} error={errors.note}>
        {(control) => (
          <Textarea
            {...control}
            name="note"
            rows={3}
            maxLength={SUPPORT_TICKET_LIMITS.messageMax}
            value={values.note}
            onChange={(event) => update('note', event.target.value)}
          />
        )}
      </Field>
      {form.general ? (
        <p role="alert" className="text-sm text-red-700">
          {form.general}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={pending} aria-busy={pending || undefined}>
          {pending ? <Spinner className="size-4" /> : null}
          {pending ? t('human.busy') : t('visitor.submit')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onSignIn}>
          {t('human.signIn')}
        </Button>
      </div>
    </form>
  );
}
