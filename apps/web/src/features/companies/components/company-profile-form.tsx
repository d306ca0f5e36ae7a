import {
  COMPANY_LIMITS,
  COMPANY_SIZES,
  type CompanyProfileDto,
  CompanyProfileInput,
} from '@hirehand/shared/business/company';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormOutcome } from '@/components/ui/form-outcome';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useUpdateCompany, useUploadCompanyLogo } from '../api/company-profile';
import { CompanyLogoField } from './company-logo-field';

type TextField = 'name' | 'about' | 'city' | 'website';
type Values = Record<TextField, string> & { size: string; logo: File | null };

/** The Select's value for "not specified" (Radix Select takes no empty value). */
const NO_SIZE = 'none';

const toValues = (company: CompanyProfileDto): Values => ({
  name: company.name,
  about: company.about ?? '',
  city: company.city ?? '',
  website: company.website ?? '',
  size: company.size ?? NO_SIZE,
  logo: null,
});

/** The PUT body: empty texts clear their field; the logo goes separately. */
const toInput = (values: Values) => ({
  name: values.name,
  about: values.about.trim() || null,
  city: values.city.trim() || null,
  website: values.website.trim() || null,
  size: values.size === NO_SIZE ? null : values.size,
});

/** Edits the company profile through PUT /api/business/company, then uploads a chosen logo. */
export function CompanyProfileForm({
  company,
  companyId,
  headingId,
  onDone,
}: {
  company: CompanyProfileDto;
  companyId?: string;
  headingId: string;
  onDone(saved: boolean): void;
}) {
  const { t } = useTranslation('companies');
  const { mutateAsync: save } = useUpdateCompany(companyId);
  const { mutateAsync: uploadLogo } = useUploadCompanyLogo(companyId);
  const form = useZodForm({
    initial: toValues(company),
    schema: CompanyProfileInput,
    toInput,
    failure: () => t('form.failed'),
  });
  const { values } = form;

  const onSubmit = form.handleSubmit(async (input) => {
    await save({ ...input, ...(companyId ? { company_id: companyId } : {}) });
    // The fields are saved first, so a refused logo leaves them saved and the choice in place to retry.
    if (values.logo) {
      try {
        await uploadLogo({ file: values.logo, companyId });
      } catch (error) {
        form.showErrors({
          logo: error instanceof ApiError && error.detail ? error.detail : t('logo.failed'),
        });
        return;
      }
    }
    onDone(true);
  });

  const text = (field: Exclude<TextField, 'about'>, extra: Record<string, string> = {}) => (
    <Field
      label={t(`form.${field}`)}
      error={form.errors[field]}
      required={field === 'name'}
      hint={field === 'website' ? t('form.websiteHint') : undefined}
    >
      {(control) => (
        <Input
          {...control}
          {...extra}
          value={values[field]}
          onChange={(e) => form.setValue(field, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form
      ref={form.formRef}
      aria-labelledby={headingId}
      noValidate
      onSubmit={onSubmit}
      className="mt-4 grid gap-4 sm:grid-cols-2"
    >
      {text('name', { autoComplete: 'organization', maxLength: String(COMPANY_LIMITS.nameMax) })}
      {text('city', { autoComplete: 'address-level2' })}
      {text('website', { type: 'url', inputMode: 'url', placeholder: 'https://' })}
      <Field label={t('form.size')} error={form.errors.size}>
        {(control) => (
          <Select
            id={control.id}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            value={values.size}
            onValueChange={(size) => form.setValue('size', size)}
            options={[
              { value: NO_SIZE, label: t('form.sizeNone') },
              ...COMPANY_SIZES.map((size) => ({ value: size, label: t('sizeValue', { size }) })),
            ]}
          />
        )}
      </Field>
      <CompanyLogoField
        name={values.name || company.name}
        logoUrl={company.logo_url}
        file={values.logo}
        onChange={(file) => form.setValue('logo', file)}
        error={form.errors.logo}
        onError={(message) => form.showErrors({ logo: message })}
      />
      <Field label={t('form.about')} error={form.errors.about} className="sm:col-span-2">
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxChars={COMPANY_LIMITS.aboutMax}
            value={values.about}
            onChange={(e) => form.setValue('about', e.target.value)}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <FormOutcome outcome={form.general ? { kind: 'error', message: form.general } : null} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={form.pending}>
            {form.pending ? t('form.busy') : t('form.submit')}
          </Button>
          <Button variant="ghost" onClick={() => onDone(false)} disabled={form.pending}>
            {t('form.cancel')}
          </Button>
        </div>
      </div>
    </form>
  );
}
