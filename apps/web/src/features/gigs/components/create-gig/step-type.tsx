import { GIG_CATEGORIES, GIG_TYPES, type GigCategory, type GigType } from '@hirehand/shared/gigs/gig-enums';
import { Briefcase, CalendarClock, Clock, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useTerms } from '@/lib/terms/use-terms';
import type { StepProps } from '../../lib/gig-form';
import { ChoiceTiles } from './choice-tiles';

const ICONS = { service: Wrench, project: Briefcase, part_time: Clock, full_time: CalendarClock } as const;

/** Step 1: the gig type as tiles and the category. */
export function StepType({ form, update }: StepProps) {
  const { t } = useTranslation('gigs');
  const { term } = useTerms();
  const typeOptions = GIG_TYPES.map((type) => ({
    value: type,
    label: term('gigTypes', type),
    hint: t(`typeStep.gigTypeHints.${type}`),
    icon: ICONS[type],
  }));
  const categoryOptions = GIG_CATEGORIES.map((category) => ({
    value: category,
    label: term('categories', category),
  }));

  return (
    <div className="grid gap-6">
      <ChoiceTiles
        legend={t('typeStep.gigType')}
        value={form.gig_type}
        options={typeOptions}
        onChange={(gig_type: GigType) => update({ gig_type })}
        className="sm:grid-cols-2"
      />
      <Field label={t('typeStep.category')} required className="sm:max-w-xs">
        {(control) => (
          <Select
            {...control}
            value={form.category}
            placeholder={t('typeStep.categoryPlaceholder')}
            onValueChange={(category) => update({ category: category as GigCategory })}
            options={categoryOptions}
          />
        )}
      </Field>
    </div>
  );
}
