import {
  AVAILABILITY_OPTIONS,
  DELIVERY_DAY_OPTIONS,
  PRICING_TYPES,
  type PricingType,
  TIME_COMMITMENTS,
} from '@hirehand/shared/gigs/gig-enums';
import { CircleDollarSign, Clock, Handshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTerms } from '@/lib/terms/use-terms';
import { clampAmount, type GigForm, type StepProps } from '../../lib/gig-form';
import { ChoiceTiles } from './choice-tiles';

const ICONS = { fixed: CircleDollarSign, hourly: Clock, negotiable: Handshake } as const;
/** Upper bound of any amount the contract takes. */
const MAX_AMOUNT = 1_000_000;

type AmountField = 'hourly_rate' | 'fixed_price' | 'price_range_min' | 'price_range_max';

/** Step 3: pricing type with its amounts, delivery time, availability and time commitment. */
export function StepPricing({ form, update }: StepProps) {
  const { t } = useTranslation('gigs');
  const { term } = useTerms();
  const pricingOptions = PRICING_TYPES.map((type) => ({
    value: type,
    label: term('pricingTypes', type),
    hint: t(`pricingStep.pricingTypeHints.${type}`),
    icon: ICONS[type],
  }));

  const amount = (field: AmountField, label: string, hint?: string) => (
    <Field label={label} hint={hint}>
      {(control) => (
        <div className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-600"
          >
            $
          </span>
          <Input
            {...control}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={form[field]}
            onChange={(event) => update({ [field]: event.target.value } as Partial<GigForm>)}
            onBlur={() =>
              form[field].trim() &&
              update({ [field]: clampAmount(form[field], MAX_AMOUNT) } as Partial<GigForm>)
            }
            className="pl-7"
          />
        </div>
      )}
    </Field>
  );

  return (
    <div className="grid gap-6">
      <ChoiceTiles
        legend={t('pricingStep.pricingType')}
        value={form.pricing_type}
        options={pricingOptions}
        onChange={(pricing_type: PricingType) => update({ pricing_type })}
        className="sm:grid-cols-3"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {form.pricing_type === 'hourly'
          ? amount('hourly_rate', t('pricingStep.hourlyRate'), t('pricingStep.hourlyHint'))
          : null}
        {form.pricing_type === 'fixed'
          ? amount('fixed_price', t('pricingStep.fixedPrice'), t('pricingStep.fixedHint'))
          : null}
        {form.pricing_type === 'negotiable' ? (
          <>
            {amount('price_range_min', t('pricingStep.rangeMin'))}
            {amount('price_range_max', t('pricingStep.rangeMax'))}
          </>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('pricingStep.deliveryTime')}>
          {(control) => (
            <Select
              {...control}
              value={form.delivery_time_days}
              onValueChange={(delivery_time_days) => update({ delivery_time_days })}
              options={DELIVERY_DAY_OPTIONS.map((days) => ({
                value: String(days),
                label: t('pricingStep.days', { count: days }),
              }))}
            />
          )}
        </Field>
        <Field label={t('pricingStep.availability')}>
          {(control) => (
            <Select
              {...control}
              value={form.availability}
              onValueChange={(value) => update({ availability: value as GigForm['availability'] })}
              options={AVAILABILITY_OPTIONS.map((value) => ({
                value,
                label: term('availability', value),
              }))}
            />
          )}
        </Field>
        <Field label={t('pricingStep.timeCommitment')}>
          {(control) => (
            <Select
              {...control}
              value={form.time_commitment}
              onValueChange={(value) => update({ time_commitment: value as GigForm['time_commitment'] })}
              options={TIME_COMMITMENTS.map((value) => ({
                value,
                label: term('timeCommitments', value),
              }))}
            />
          )}
        </Field>
      </div>
    </div>
  );
}
