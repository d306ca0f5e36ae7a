import { LocateFixed, LocateOff, MapPinOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { LocationPermission } from '@/lib/geolocation-store';

/**
 * What the map knows about the user's location: a spinner while the browser
 * asks, and the "Location Access Required" panel with Enable Location when denied.
 */
export function LocationStatus({ status, onRequest }: { status: LocationPermission; onRequest(): void }) {
  const { t } = useTranslation('location');
  const deniedTitleId = useId();

  if (status === 'idle' || status === 'pending') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner className="text-blue-700" />
        {t('status.pending')}
      </p>
    );
  }
  if (status === 'granted') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <LocateFixed aria-hidden="true" className="size-4 text-emerald-700" />
        {t('status.granted')}
      </p>
    );
  }
  if (status === 'denied') {
    return (
      <section
        aria-labelledby={deniedTitleId}
        data-testid="location-denied"
        className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      >
        <h4 id={deniedTitleId} className="flex items-center gap-2 font-semibold">
          <MapPinOff aria-hidden="true" className="size-5 text-amber-700" />
          {t('status.deniedTitle')}
        </h4>
        <p className="mt-2 text-sm">{t('status.deniedBody')}</p>
        <Button size="sm" className="mt-3" onClick={onRequest}>
          <LocateFixed aria-hidden="true" className="size-4" />
          {t('status.enable')}
        </Button>
        <p className="mt-2 text-xs text-amber-900">{t('status.deniedHint')}</p>
      </section>
    );
  }
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
      <p role="status" className="flex items-start gap-2">
        <LocateOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        {status === 'not_supported' ? t('status.notSupported') : t('status.unavailable')}
      </p>
      {status === 'unavailable' ? (
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRequest}>
          {t('status.tryAgain')}
        </Button>
      ) : null}
    </div>
  );
}
