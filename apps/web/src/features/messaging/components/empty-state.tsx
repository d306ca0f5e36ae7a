import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The messaging empty states: an icon, a title and a hint, centred in their pane. */
export function EmptyState({
  icon: Icon,
  title,
  hint,
  className,
}: {
  icon: LucideIcon;
  title: string;
  hint: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-1 px-4 py-12 text-center', className)}>
      <Icon aria-hidden="true" className="mb-2 size-10 text-slate-400" />
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="text-sm text-slate-600">{hint}</p>
    </div>
  );
}
