import { USER_TYPES, type UserType } from '@hirehand/shared/users/user-types';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';

/** The modal's account-type choice (Worker, Employer, Company), shared by its Email and Google tabs. */
export function UserTypeSelect({ value, onChange }: { value: UserType; onChange(type: UserType): void }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('form-words');
  const options = USER_TYPES.map((type) => ({ value: type, label: tc(`accountTypes.${type}.label`) }));
  return (
    <Field label={t('idp.userType')}>
      {(control) => (
        <Select {...control} value={value} onValueChange={(v) => onChange(v as UserType)} options={options} />
      )}
    </Field>
  );
}
