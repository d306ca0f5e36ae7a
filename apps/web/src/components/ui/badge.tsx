import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  neutral: 'bg-slate-100 text-slate-800',
  brand: 'bg-blue-100 text-blue-900',
  success: 'bg-green-100 text-green-900',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-900',
} as const;

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        // A long word (a skill without spaces) wraps inside the badge instead of widening the page.
        'inline-flex max-w-full min-w-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold user-text',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
