import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A landing section: an anchor id, labelled by its heading, with the page's content width. */
export function LandingSection({
  id,
  labelledBy,
  className,
  innerClassName,
  children,
}: {
  id: string;
  labelledBy: string;
  className?: string;
  innerClassName?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('py-16 sm:py-24', className)}>
      <div className={cn('mx-auto max-w-7xl px-4 sm:px-6', innerClassName)}>{children}</div>
    </section>
  );
}
