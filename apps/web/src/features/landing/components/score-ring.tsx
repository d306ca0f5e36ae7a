import { useId } from 'react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

/** A circular gauge for a 0–100 score; the label carries the meaning for screen readers. */
export function ScoreRing({
  score,
  max = 100,
  label,
  size = 'md',
  className,
}: {
  score: number;
  max?: number;
  label: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  // SVG url(#id) references need a plain id; React's ids may hold punctuation.
  const gradientId = `score-ring-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.min(Math.max(score, 0), max) / max) * circumference;
  return (
    <div
      role="img"
      aria-label={label}
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center',
        size === 'sm' && 'size-12 sm:size-16',
        size === 'md' && 'size-24',
        size === 'lg' && 'size-44 sm:size-52',
        className,
      )}
    >
      <svg viewBox="0 0 100 100" className="absolute inset-0 size-full -rotate-90" aria-hidden="true">
        <circle cx="50" cy="50" r={radius} fill="none" stroke="#e2e8f0" strokeWidth="10" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          stroke={`url(#${gradientId})`}
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${circumference}`}
        />
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="#16a34a" />
            <stop offset="100%" stopColor="#1d4ed8" />
          </linearGradient>
        </defs>
      </svg>
      <span
        aria-hidden="true"
        className={cn(
          'font-extrabold tracking-tight text-slate-900 tabular-nums',
          size === 'sm' && 'text-lg sm:text-xl',
          size === 'md' && 'text-3xl',
          size === 'lg' && 'text-5xl sm:text-6xl',
        )}
      >
        {formatNumber(score)}
      </span>
    </div>
  );
}
