import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A list's loading line. */
export function PanelLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-slate-700">
      <Spinner className="size-5" />
      {label}
    </p>
  );
}

/** A list that failed to load, with a retry. */
export function PanelError({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
      <p role="alert" className="font-semibold text-red-900">
        {message}
      </p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** An empty list: what is missing and the one thing to do about it. */
export function PanelEmpty({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-blue-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 max-w-md text-sm text-slate-700">{text}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
