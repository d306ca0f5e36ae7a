import { GIG_LIMITS } from '@hirehand/shared/gigs/create-gig';
import type { MyPostingDto } from '@hirehand/shared/gigs/gig-dto';
import { PRICING_TYPES, type PricingType } from '@hirehand/shared/gigs/gig-enums';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useTerms } from '@/lib/terms/use-terms';
import type { EditPostingForm } from '../hooks/use-edit-posting-form';
import { showsSalaryRange } from '../lib/edit-posting-form';
import { EditPostingNumberField } from './edit-posting-number-field';

/** The pricing type and only the pay fields that fit it (and the posting's mode). */
export function EditPostingPayFields({ form, mode }: { form: EditPostingForm; mode: MyPostingDto['mode'] }) {
  const { t } = useTranslation('dashboard');
  const { term } = useTerms();
  const pricing = form.values.pricing_type;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('edit.fields.pricingType')} error={form.errors.pricing_type}>
          {(control) => (
            <Select
              {...control}
              value={pricing}
              onValueChange={(value) => form.setValue('pricing_type', value as PricingType)}
              options={PRICING_TYPES.map((value) => ({ value, label: term('pricingTypes', value) }))}
            />
          )}
        </Field>
        {pricing === 'hourly' ? (
          <EditPostingNumberField
            form={form}
            field="hourly_rate"
            label={t('edit.fields.hourlyRate')}
            max={GIG_LIMITS.hourlyMax}
          />
        ) : null}
        {pricing === 'fixed' ? (
          <EditPostingNumberField
            form={form}
            field="fixed_price"
            label={t('edit.fields.fixedPrice')}
            max={GIG_LIMITS.fixedMax}
          />
        ) : null}
      </div>
      {pricing === 'negotiable' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <EditPostingNumberField form={form} field="price_range_min" label={t('edit.fields.rangeMin')} />
          <EditPostingNumberField form={form} field="price_range_max" label={t('edit.fields.rangeMax')} />
        </div>
      ) : null}
      {showsSalaryRange(mode, pricing) ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <EditPostingNumberField
            form={form}
            field="salary_min"
            label={t('edit.fields.salaryMin')}
            hint={t('edit.salaryHint')}
          />
          <EditPostingNumberField form={form} field="salary_max" label={t('edit.fields.salaryMax')} />
        </div>
      ) : null}
    </>
  );
}
