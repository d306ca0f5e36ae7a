import type { MyCompanyDto } from '@hirehand/shared/business/company';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';

/** The Select's value for acting as oneself (Radix Select takes no empty value). */
const ME = 'me';

/** "Acting as: <me> / <company name>": whom the dashboard's postings and applications are for. */
export function ActingAsSelect({
  name,
  companies,
  value,
  onChange,
}: {
  name: string;
  companies: MyCompanyDto[];
  value: string | null;
  onChange(companyId: string | null): void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Field label={t('actingAs.label')} className="w-full sm:w-72">
      {(control) => (
        <Select
          {...control}
          value={value ?? ME}
          onValueChange={(next) => onChange(next === ME ? null : next)}
          options={[
            { value: ME, label: t('actingAs.me', { name }) },
            ...companies.map((company) => ({
              value: company.id,
              label: t('actingAs.company', { name: company.name }),
            })),
          ]}
        />
      )}
    </Field>
  );
}
