import { useId } from 'react';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface CheckFieldProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  className?: string;
}

/** A labelled checkbox. */
export function CheckField({ label, checked, onChange, className }: CheckFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className={cn('size-4 rounded border-slate-400 accent-blue-700', focusRing)}
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}
