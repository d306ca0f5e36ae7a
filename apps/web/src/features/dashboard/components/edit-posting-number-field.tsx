import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { EditPostingForm } from '../hooks/use-edit-posting-form';
import type { NumberField } from '../lib/edit-posting-form';

interface EditPostingNumberFieldProps {
  form: EditPostingForm;
  field: NumberField;
  label: string;
  min?: number;
  max?: number;
  step?: string;
  hint?: string;
}

/** One number of the Edit posting form (openings, a price, a pay range end); openings is required. */
export function EditPostingNumberField({
  form,
  field,
  label,
  min = 0,
  max,
  step = 'any',
  hint,
}: EditPostingNumberFieldProps) {
  return (
    <Field label={label} error={form.errors[field]} hint={hint} required={field === 'openings'}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          value={form.values[field]}
          onChange={(event) => form.setValue(field, event.target.value)}
        />
      )}
    </Field>
  );
}
