import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

const looks = {
  /** On the corner of an icon button (the parent is `relative`). */
  corner: 'absolute -top-0.5 -right-0.5 px-1 text-[0.6875rem] leading-none ring-2 ring-white',
  /** At the end of a menu row. */
  inline: 'px-1.5 text-xs',
} as const;

/**
 * A red unread count, 99+ past 99. Hidden from screen readers: the control it sits on names the
 * count in its label. Nothing is shown for zero.
 */
export function CountBadge({
  count,
  look = 'corner',
  'data-testid': testId,
}: {
  count: number;
  look?: keyof typeof looks;
  'data-testid'?: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className={cn(
        'flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 font-bold text-white',
        looks[look],
      )}
    >
      {count > 99 ? '99+' : formatNumber(count)}
    </span>
  );
}
