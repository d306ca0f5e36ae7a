import { Search } from 'lucide-react';
import { type InputHTMLAttributes, useId } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

/** A search box with a magnifier inside and a label for screen readers only. */
export function SearchInput({
  label,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & { label: string }) {
  const id = useId();
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <Input id={id} type="search" className="pl-9" {...props} />
    </div>
  );
}
