import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export const MAX_STARS = 5;

/**
 * 1 to 5 filled stars, read by screen readers as "4 out of 5 stars", or as "Self-reported: 4
 * out of 5 stars" for a rating the person gave their own work.
 */
export function StarRating({
  value,
  selfReported = false,
  className,
}: {
  value: number;
  selfReported?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const rating = Math.max(0, Math.min(MAX_STARS, Math.round(value)));
  return (
    <span
      role="img"
      aria-label={t(selfReported ? 'selfReportedRating' : 'starRating', { count: rating })}
      className={cn('inline-flex', className)}
    >
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the five positions never move
          key={index}
          aria-hidden="true"
          className={cn(
            'size-4',
            index < rating ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-slate-400',
          )}
        />
      ))}
    </span>
  );
}
