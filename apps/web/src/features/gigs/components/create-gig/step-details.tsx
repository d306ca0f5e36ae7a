import { GIG_LIMITS } from '@hirehand/shared/gigs/create-gig';
import {
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  LOCATION_TYPES,
  type LocationType,
} from '@hirehand/shared/gigs/gig-enums';
import { useTranslation } from 'react-i18next';
import { CharacterCounter } from '@/components/ui/character-counter';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTerms } from '@/lib/terms/use-terms';
import type { StepProps } from '../../lib/gig-form';
import { AiWritingHelper } from './ai-writing-helper';
import { CheckField } from './check-field';
import { ChoiceTiles } from './choice-tiles';
import { DetailsJobFields } from './details-job-fields';
import { InstantMatch } from './instant-match';
import { LocationFields } from './location-fields';
import { SkillPicker } from './skill-picker';

/** "12/100 characters" of the trimmed text, as the publish check counts it. */
const CharacterCount = ({ value, max }: { value: string; max: number }) => (
  <CharacterCounter length={value.trim().length} max={max} />
);

/** Step 2: title, description, skills, experience, work location and place; job mode adds the job fields. */
export function StepDetails({ form, update }: StepProps) {
  const { t } = useTranslation('gigs');
  const { term } = useTerms();
  const experienceOptions = EXPERIENCE_LEVELS.map((level) => ({
    value: level,
    label: term('experienceLevels', level),
  }));
  const locationOptions = LOCATION_TYPES.map((type) => ({
    value: type,
    label: term('locationTypes', type),
  }));

  return (
    <div className="grid gap-6">
      <AiWritingHelper update={update} />
      <Field
        label={t('detailsStep.title')}
        required
        hint={<CharacterCount value={form.title} max={GIG_LIMITS.titleMax} />}
      >
        {(control) => (
          <Input
            {...control}
            value={form.title}
            required
            placeholder={t(`detailsStep.titlePlaceholder.${form.mode}`)}
            onChange={(event) => update({ title: event.target.value })}
          />
        )}
      </Field>
      <Field
        label={t('detailsStep.description')}
        required
        hint={<CharacterCount value={form.description} max={GIG_LIMITS.descriptionMax} />}
      >
        {(control) => (
          <Textarea
            {...control}
            value={form.description}
            required
            rows={6}
            placeholder={t(`detailsStep.descriptionPlaceholder.${form.mode}`)}
            onChange={(event) => update({ description: event.target.value })}
          />
        )}
      </Field>
      <SkillPicker
        skills={form.skills_required}
        onChange={(skills_required) => update({ skills_required })}
      />
      <Field label={t('detailsStep.experienceLevel')} className="sm:max-w-xs">
        {(control) => (
          <Select
            {...control}
            value={form.experience_level}
            onValueChange={(value) => update({ experience_level: value as ExperienceLevel })}
            options={experienceOptions}
          />
        )}
      </Field>
      <ChoiceTiles
        legend={t('detailsStep.workLocation')}
        value={form.location_type}
        options={locationOptions}
        onChange={(location_type: LocationType) => update({ location_type })}
        className="grid-cols-3"
      />
      <LocationFields form={form} update={update} />
      <CheckField
        label={t('detailsStep.travelRequired')}
        checked={form.travel_required}
        onChange={(travel_required) => update({ travel_required })}
      />
      {form.mode === 'job' ? <DetailsJobFields form={form} update={update} /> : null}
      <InstantMatch form={form} />
    </div>
  );
}
