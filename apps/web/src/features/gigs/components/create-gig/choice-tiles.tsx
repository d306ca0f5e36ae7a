import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

export interface TileOption<T extends string> {
  value: T;
  label: string;
  hint?: string;
  icon?: LucideIcon;
}

interface ChoiceTilesProps<T extends string> {
  legend: string;
  value: T | '';
  options: readonly TileOption<T>[];
  onChange(value: T): void;
  className?: string;
}

/**
 * A single choice shown as selectable tiles: native radio buttons underneath, so arrow keys,
 * forms and screen readers work as usual; the whole tile is the click target.
 */
export function ChoiceTiles<T extends string>({
  legend,
  value,
  options,
  onChange,
  className,
}: ChoiceTilesProps<T>) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className={cn('mt-2 grid gap-3', className)}>
        {options.map((option) => {
          const Icon = option.icon;
          return (
            <label
              key={option.value}
              className={cn(
                'relative flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-3 text-left transition-colors hover:border-blue-400',
                'has-checked:border-blue-700 has-checked:bg-blue-50 has-checked:ring-1 has-checked:ring-blue-700',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-600',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="absolute inset-0 cursor-pointer opacity-0"
              />
              {Icon ? <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-700" /> : null}
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900">{option.label}</span>
                {option.hint ? (
                  <span className="mt-0.5 block text-xs text-slate-600">{option.hint}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
