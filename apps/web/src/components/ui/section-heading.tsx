import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A page section's eyebrow, heading and lead text. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  className,
  align = 'center',
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
  className?: string;
  align?: 'center' | 'left';
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg text-slate-700">{lead}</p> : null}
    </div>
  );
}
