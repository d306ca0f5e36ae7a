import {
  CONTACT_LIMITS,
  CONTACT_TYPES,
  ContactInput,
  type ContactType,
} from '@hirehand/shared/contact/contact';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { FormOutcome, type Outcome } from '@/components/ui/form-outcome';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useSendContactMessage } from '../api/send-contact-message';

interface Values {
  name: string;
  email: string;
  type: ContactType;
  subject: string;
  message: string;
}

const EMPTY: Values = { name: '', email: '', type: 'general', subject: '', message: '' };

/**
 * The support form: validated with the shared `ContactInput` before sending;
 * cleared only once the server has accepted the message, kept on any failure.
 */
export function ContactForm() {
  const { t } = useTranslation('contact-page');
  const headingId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const mutation = useSendContactMessage();
  const form = useZodForm({
    initial: EMPTY,
    schema: ContactInput,
    failure: () => t('form.failed'),
    onEdit: () => setOutcome((current) => (current?.kind === 'success' ? null : current)),
  });
  const { errors, values } = form;
  const update = form.setValue;

  const send = form.handleSubmit(async (input) => {
    const result = await mutation.mutateAsync(input);
    form.reset();
    setOutcome({ kind: 'success', message: result.message });
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!form.pending) setOutcome(null);
    send(event);
  };

  const typeOptions = CONTACT_TYPES.map((type) => ({ value: type, label: t(`form.types.${type}`) }));
  const pending = form.pending;

  return (
    <Card className="p-6 sm:p-8">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {t('form.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('form.intro')}</p>
      <form
        ref={form.formRef}
        aria-labelledby={headingId}
        noValidate
        onSubmit={onSubmit}
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        <Field label={t('form.name')} error={errors.name} required>
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="name"
              required
              maxLength={CONTACT_LIMITS.name}
              value={values.name}
              onChange={(event) => update('name', event.target.value)}
            />
          )}
        </Field>
        <Field label={t('form.email')} error={errors.email} required>
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
        <Field label={t('form.type')} error={errors.type}>
          {(control) => (
            <Select
              {...control}
              value={values.type}
              onValueChange={(value) => update('type', value as ContactType)}
              options={typeOptions}
            />
          )}
        </Field>
        <Field label={t('form.subject')} error={errors.subject} required>
          {(control) => (
            <Input
              {...control}
              name="subject"
              required
              maxLength={CONTACT_LIMITS.subject}
              value={values.subject}
              onChange={(event) => update('subject', event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('form.message')}
          error={errors.message}
          hint={t('form.messageHint', { max: formatNumber(CONTACT_LIMITS.message) })}
          required
          className="sm:col-span-2"
        >
          {(control) => (
            <Textarea
              {...control}
              name="message"
              required
              rows={8}
              maxLength={CONTACT_LIMITS.message}
              maxChars={CONTACT_LIMITS.message}
              value={values.message}
              onChange={(event) => update('message', event.target.value)}
            />
          )}
        </Field>

        <div className="sm:col-span-2">
          <FormOutcome outcome={form.general ? { kind: 'error', message: form.general } : outcome} />
          <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
            {pending ? <Spinner className="size-5" /> : <Send aria-hidden="true" className="size-5" />}
            {pending ? t('form.sending') : t('form.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
