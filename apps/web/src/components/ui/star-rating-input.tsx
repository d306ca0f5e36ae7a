import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_STARS } from '@/components/ui/star-rating';
import { cn } from '@/lib/cn';

/**
 * 1 to 5 stars as a radio group (arrow keys move, each star is labelled "N stars"), starting
 * empty: nothing is pre-filled, and "No rating" clears a choice. The caller names it (legend)
 * and says whose rating it is (hint).
 */
export function StarRatingInput({
  legend,
  hint,
  value,
  onChange,
}: {
  legend: string;
  hint?: string;
  value: number | null;
  onChange(value: number | null): void;
}) {
  const { t } = useTranslation('common');
  const name = useId();
  const hintId = useId();
  return (
    <fieldset aria-describedby={hint ? hintId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-1.5 flex flex-wrap items-center gap-1">
        {Array.from({ length: MAX_STARS }, (_, index) => {
          const stars = index + 1;
          return (
            <label key={stars} className="cursor-pointer">
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                className="peer sr-only"
              />
              <span className="sr-only">{t('starOption', { count: stars })}</span>
              <Star
                aria-hidden="true"
                className={cn(
                  'size-8 rounded p-0.5 peer-focus-visible:outline-2 peer-focus-visible:outline-blue-600',
                  value !== null && stars <= value
                    ? 'fill-amber-400 text-amber-500'
                    : 'fill-transparent text-slate-400',
                )}
              />
            </label>
          );
        })}
        {value !== null ? (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="ml-1 rounded px-1.5 py-1 text-sm text-slate-700 underline hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            {t('clearRating')}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
