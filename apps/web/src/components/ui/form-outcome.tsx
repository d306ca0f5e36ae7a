import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

export type Outcome = { kind: 'success' | 'error'; message: string } | null;

const looks = {
  boxed: {
    base: 'mb-4 flex items-start gap-2 rounded-lg border p-4 text-sm font-medium',
    success: 'border-green-600 bg-green-50 text-green-950',
    error: 'border-red-600 bg-red-50 text-red-950',
    icon: 'mt-0.5 size-5 shrink-0',
    successIcon: 'text-green-700',
    errorIcon: 'text-red-700',
  },
  inline: {
    base: 'mt-3 flex items-start gap-2 text-sm font-medium',
    success: 'text-green-800',
    error: 'text-red-700',
    icon: 'mt-0.5 size-4 shrink-0',
    successIcon: '',
    errorIcon: '',
  },
  inlineOnDark: {
    base: 'mt-3 flex items-start gap-2 text-sm font-medium',
    success: 'text-green-300',
    error: 'text-red-300',
    icon: 'mt-0.5 size-4 shrink-0',
    successIcon: '',
    errorIcon: '',
  },
} as const;

/**
 * A form's result after submitting: success in a polite status region, failure
 * in an alert region. Both regions are always in the page, so screen readers
 * announce what appears in them.
 */
export function FormOutcome({
  outcome,
  look = 'boxed',
  id,
}: {
  outcome: Outcome;
  look?: keyof typeof looks;
  /** Lets a field point at the message with aria-describedby. */
  id?: string;
}) {
  const style = looks[look];
  return (
    <>
      <div role="status">
        {outcome?.kind === 'success' ? (
          <p id={id} className={cn(style.base, style.success)}>
            <CircleCheck aria-hidden="true" className={cn(style.icon, style.successIcon)} />
            {outcome.message}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {outcome?.kind === 'error' ? (
          <p id={id} className={cn(style.base, style.error)}>
            <CircleAlert aria-hidden="true" className={cn(style.icon, style.errorIcon)} />
            {outcome.message}
          </p>
        ) : null}
      </div>
    </>
  );
}
