import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_STARS } from '@/components/ui/star-rating';
import { cn } from '@/lib/cn';

/** 1 to 5 stars as a radio group: arrow keys move, each star is labelled "N stars". */
export function StarRatingInput({ value, onChange }: { value: number; onChange(value: number): void }) {
  const { t } = useTranslation('experience');
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t('rating.choose')}</legend>
      <div className="mt-1.5 flex gap-1">
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
              <span className="sr-only">{t('rating.option', { count: stars })}</span>
              <Star
                aria-hidden="true"
                className={cn(
                  'size-8 rounded p-0.5 peer-focus-visible:outline-2 peer-focus-visible:outline-blue-600',
                  stars <= value ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-slate-400',
                )}
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
