import { exportFileName } from '@hirehand/shared/account/account-export';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useSignOutEverywhere } from '../api/account-actions';
import { useExportAccount } from '../api/export-account';

const BLOB_LIFETIME_MS = 60_000;

const messageOf = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.detail) || fallback;

/** Sign out of every other device. */
export function SignOutEverywhere() {
  const { t } = useTranslation('settings');
  const mutation = useSignOutEverywhere();
  const run = () =>
    mutation.mutate(undefined, {
      onSuccess: (result) => toast(result.message || t('sessions.done'), 'success'),
      onError: (error) => toast(messageOf(error, t('failed')), 'error'),
    });
  return (
    <div>
      <p className="text-sm text-slate-700">{t('sessions.text')}</p>
      <Button variant="secondary" className="mt-3" disabled={mutation.isPending} onClick={run}>
        {mutation.isPending ? t('sessions.busy') : t('sessions.submit')}
      </Button>
    </div>
  );
}

/** Downloads GET /api/account/export, every section of it, as a dated JSON file. */
export function ExportData() {
  const { t } = useTranslation('settings');
  const mutation = useExportAccount();
  // Awaited rather than given callbacks: the download still happens if the page is left meanwhile.
  const run = async () => {
    try {
      const data = await mutation.mutateAsync();
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName();
      document.body.append(link);
      link.click();
      link.remove();
      // Some browsers read the blob after click() returns; freeing it at once can cancel the download.
      setTimeout(() => URL.revokeObjectURL(url), BLOB_LIFETIME_MS);
      toast(t('data.exported'), 'success');
    } catch (error) {
      toast(messageOf(error, t('failed')), 'error');
    }
  };
  return (
    <div>
      <p className="text-sm text-slate-700">{t('data.text')}</p>
      <Button variant="secondary" className="mt-3" disabled={mutation.isPending} onClick={() => void run()}>
        {mutation.isPending ? t('data.exporting') : t('data.export')}
      </Button>
    </div>
  );
}
