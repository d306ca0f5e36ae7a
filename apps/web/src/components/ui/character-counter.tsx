import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

/** From how many characters left the counter speaks up: a tenth of the limit, at least 20. */
export const nearLimitFrom = (max: number) => Math.max(20, Math.floor(max / 10));

interface CharacterCounterProps {
  /** The text typed so far. */
  length: number;
  max: number;
  id?: string;
  className?: string;
}

/**
 * "1,234 / 2,000" under a long text field, before submit. Screen readers hear it only near the
 * limit ("17 characters left", "23 characters over the limit"), through a polite live region that
 * stays empty until then, so typing a long text is not read out keystroke by keystroke.
 */
export function CharacterCounter({ length, max, id, className }: CharacterCounterProps) {
  const { t } = useTranslation('common');
  const left = max - length;
  const over = left < 0;
  const near = left <= nearLimitFrom(max);
  const spoken = over
    ? t('charactersOver', { count: -left, shown: formatNumber(-left) })
    : near
      ? t('charactersLeft', { count: left, shown: formatNumber(left) })
      : '';
  return (
    <p
      id={id}
      data-testid="character-counter"
      className={cn(
        'flex justify-end gap-2 text-xs tabular-nums',
        over ? 'text-red-700' : 'text-slate-600',
        className,
      )}
    >
      <span aria-live="polite" className={near ? undefined : 'sr-only'}>
        {spoken}
      </span>
      <span aria-hidden="true">
        {t('characterCount', { shown: formatNumber(length), max: formatNumber(max) })}
      </span>
    </p>
  );
}
