import { LocateFixed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useGpsLocation } from '../../hooks/use-gps-location';
import type { StepProps } from '../../lib/gig-form';

/** Location, address and city, with "Use GPS location" filling the location from the device. */
export function LocationFields({ form, update }: StepProps) {
  const { t } = useTranslation('gigs');
  const gps = useGpsLocation((fix) =>
    update({
      location: fix.label,
      city: fix.city ?? form.city,
      latitude: fix.latitude,
      longitude: fix.longitude,
      gps_enabled: true,
    }),
  );
  const locating = gps.state.status === 'locating';

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-2 sm:col-span-2">
        <Field label={t('detailsStep.location')}>
          {(control) => (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                {...control}
                value={form.location}
                autoComplete="off"
                placeholder={t('detailsStep.locationPlaceholder')}
                // Typed text no longer matches the GPS position, so the coordinates go with it.
                onChange={(event) =>
                  update({
                    location: event.target.value,
                    gps_enabled: false,
                    latitude: null,
                    longitude: null,
                  })
                }
                className="min-w-0 sm:flex-1"
              />
              <Button variant="secondary" onClick={gps.locate} disabled={locating}>
                {locating ? <Spinner /> : <LocateFixed aria-hidden="true" className="size-4" />}
                {t('detailsStep.useGps')}
              </Button>
            </div>
          )}
        </Field>
        <div role="status" className="text-sm text-slate-700 empty:hidden">
          {locating ? t('detailsStep.locating') : null}
          {gps.state.status === 'located' ? t('detailsStep.gpsFilled', { label: gps.state.label }) : null}
        </div>
        <div role="alert" className="text-sm font-medium text-red-700 empty:hidden">
          {gps.state.status === 'failed' ? gps.state.message : null}
        </div>
      </div>
      <Field label={t('detailsStep.address')}>
        {(control) => (
          <Input
            {...control}
            value={form.address}
            autoComplete="street-address"
            placeholder={t('detailsStep.addressPlaceholder')}
            onChange={(event) => update({ address: event.target.value })}
          />
        )}
      </Field>
      <Field label={t('detailsStep.city')}>
        {(control) => (
          <Input
            {...control}
            value={form.city}
            autoComplete="address-level2"
            onChange={(event) => update({ city: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
