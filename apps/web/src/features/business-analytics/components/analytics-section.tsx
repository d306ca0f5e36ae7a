import { type ReactNode, useId } from 'react';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** A dashboard section: a bordered box with an icon and a heading that labels it. */
export function SectionCard({
  icon,
  heading,
  children,
  testId,
}: {
  icon: ReactNode;
  heading: string;
  children: ReactNode;
  testId: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-xl border border-slate-200 p-3 sm:p-4"
      data-testid={testId}
    >
      <h3 id={id} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        {icon}
        {heading}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/*
 * Tables keep their words whole (the dialog breaks anywhere, for long names): a narrow screen
 * scrolls the table sideways inside its box instead.
 */
export const tableClass = 'w-full text-left text-sm [overflow-wrap:normal]';
export const thClass =
  'border-b border-slate-200 px-2 py-2 text-xs font-semibold whitespace-nowrap text-slate-700';
export const tdClass = 'border-b border-slate-100 px-2 py-2 text-slate-800';

/**
 * A table's box, scrolling sideways on a narrow screen: a labelled region that takes the keyboard
 * focus, so it can be scrolled without a pointer.
 */
export function TableScroll({
  label,
  hidden,
  children,
}: {
  label: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  if (hidden) return <div className="sr-only">{children}</div>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section tabIndex={0} aria-label={label} className={cn('overflow-x-auto', focusRing)}>
      {children}
    </section>
  );
}
