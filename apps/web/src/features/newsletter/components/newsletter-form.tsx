import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormOutcome, type Outcome } from '@/components/ui/form-outcome';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSubscribeToNewsletter } from '../api/subscribe';

// The footer is on every page: load zod with the schema when the box is first used, not up front.
const loadSchema = () =>
  import('@hirehand/shared/newsletter/newsletter').then((module) => module.NewsletterInput);
const validate = async (email: string) => (await loadSchema()).safeParse({ email });

const tones = {
  dark: { button: 'focus-visible:outline-blue-400' },
  light: { button: '' },
} as const;

/**
 * The 'Stay Updated' box: checks the address with the shared schema, then subscribes it.
 * The server's message is shown as it comes: the same for a new and a known address.
 */
export function NewsletterForm({
  tone = 'dark',
  className,
}: {
  tone?: keyof typeof tones;
  className?: string;
}) {
  const { t } = useTranslation('newsletter');
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  const checking = useRef(false);
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const mutation = useSubscribeToNewsletter();
  const colours = tones[tone];

  const fail = (message: string) => {
    setOutcome({ kind: 'error', message });
    inputRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || checking.current) return;
    setOutcome(null);
    checking.current = true;
    // The box is on the prerendered landing page: what was typed before the page hydrated is in
    // the input but not in state, so the input is the source of truth here.
    const typed = inputRef.current?.value ?? email;
    if (typed !== email) setEmail(typed);
    // null: the schema's chunk failed to load (offline, or a new deploy replaced it).
    const parsed = await validate(typed).catch(() => null);
    checking.current = false;
    if (!parsed) {
      fail(t('failed'));
      return;
    }
    if (!parsed.success) {
      fail(parsed.error.issues[0]?.message ?? t('failed'));
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: (result) => {
        setEmail('');
        setOutcome({ kind: 'success', message: result.message });
      },
      onError: (error) => {
        const message = error instanceof ApiError ? (error.fieldErrors.email ?? error.detail) : undefined;
        fail(message ?? t('failed'));
      },
    });
  };

  const invalid = outcome?.kind === 'error';
  return (
    <form aria-label={t('formLabel')} noValidate onSubmit={onSubmit} className={className}>
      <label htmlFor={inputId} className="sr-only">
        {t('emailLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <Input
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder={t('placeholder')}
          value={email}
          aria-invalid={invalid}
          aria-describedby={outcome ? messageId : undefined}
          onFocus={() => void loadSchema().catch(() => undefined)}
          onChange={(event) => {
            setEmail(event.target.value);
            if (outcome) setOutcome(null);
          }}
          className="min-w-0 sm:flex-1 lg:flex-none xl:flex-1"
        />
        <Button type="submit" disabled={mutation.isPending} className={cn('shrink-0', colours.button)}>
          {mutation.isPending ? t('pending') : t('submit')}
        </Button>
      </div>
      <FormOutcome outcome={outcome} look={tone === 'dark' ? 'inlineOnDark' : 'inline'} id={messageId} />
    </form>
  );
}
