import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A staff list's loading and failure states (with Try again); its content once loaded. */
export function StaffListState<T>({
  query,
  loadError,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch(): unknown };
  loadError: string;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation('staff');
  if (query.isPending) {
    return (
      <p role="status" className="mt-4 text-slate-700">
        {t('loading')}
      </p>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <div role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{loadError}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          {t('contactMessages.retry')}
        </Button>
      </div>
    );
  }
  return children(query.data);
}
