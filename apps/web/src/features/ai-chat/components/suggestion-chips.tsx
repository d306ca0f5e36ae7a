import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Chips that send their text: the starter prompts and a reply's suggestions. */
export function ChipList({
  label,
  items,
  onPick,
}: {
  label: string;
  items: readonly string[];
  onPick(text: string): void;
}) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <button
            type="button"
            onClick={() => onPick(item)}
            className={cn(
              'rounded-full border border-blue-300 bg-blue-50 px-3 py-1.5 text-left text-sm font-medium text-blue-900 hover:bg-blue-100',
              focusRing,
            )}
          >
            {item}
          </button>
        </li>
      ))}
    </ul>
  );
}
