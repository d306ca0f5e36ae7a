import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A decorative spinning circle (still when the person prefers reduced motion); say what loads in text beside it. */
export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle
      aria-hidden="true"
      className={cn('size-4 animate-spin motion-reduce:animate-none', className)}
    />
  );
}
