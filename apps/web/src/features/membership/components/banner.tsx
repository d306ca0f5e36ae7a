import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

const tones = {
  info: {
    box: 'border-blue-200 bg-blue-50 text-blue-950',
    icon: <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-700" />,
  },
  busy: {
    box: 'border-blue-200 bg-blue-50 text-blue-950',
    icon: <Spinner className="mt-0.5 size-5 shrink-0 text-blue-700" />,
  },
  error: {
    box: 'border-red-600 bg-red-50 text-red-950',
    icon: <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />,
  },
} as const;

/**
 * A page banner: errors are alerts, everything else a polite status, so screen readers announce
 * it when it appears. `children` are actions beside the text (Try again, Sign In).
 */
export function Banner({
  tone,
  text,
  children,
  className,
  testId,
}: {
  tone: keyof typeof tones;
  text: ReactNode;
  children?: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={cn(
        'flex flex-col gap-3 rounded-xl border p-4 text-sm font-medium sm:flex-row sm:items-center',
        tones[tone].box,
        className,
      )}
    >
      <p className="flex flex-1 items-start gap-2">
        {tones[tone].icon}
        <span>{text}</span>
      </p>
      {children ? <div className="flex shrink-0 flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
