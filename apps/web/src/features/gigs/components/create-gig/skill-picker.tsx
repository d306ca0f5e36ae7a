import { Check, Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, focusRing } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { addSkill, MAX_SKILL_LENGTH, MAX_SKILLS, PRESETS, removeSkill } from '../../lib/gig-form';

interface SkillPickerProps {
  skills: string[];
  onChange(skills: string[]): void;
}

/** The 20 preset skill chips (toggle buttons) and custom skills with add and remove. */
export function SkillPicker({ skills, onChange }: SkillPickerProps) {
  const { t } = useTranslation('gigs');
  const [draft, setDraft] = useState('');
  const hintId = useId();
  const inputId = useId();
  const custom = skills.filter((skill) => !PRESETS.includes(skill));
  const full = skills.length >= MAX_SKILLS;

  const toggle = (skill: string) =>
    onChange(skills.includes(skill) ? removeSkill(skills, skill) : addSkill(skills, skill));
  const addDraft = () => {
    if (!draft.trim()) return;
    onChange(addSkill(skills, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addDraft();
    }
  };

  return (
    <fieldset className="min-w-0" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-slate-800">{t('detailsStep.skills')}</legend>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {full ? t('detailsStep.skillLimit', { max: MAX_SKILLS }) : t('detailsStep.skillsHint')}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {PRESETS.map((skill) => {
          const pressed = skills.includes(skill);
          return (
            <button
              key={skill}
              type="button"
              aria-pressed={pressed}
              disabled={!pressed && full}
              onClick={() => toggle(skill)}
              className={cn(
                'inline-flex items-center gap-1 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60',
                pressed
                  ? 'border-blue-700 bg-blue-700 text-white hover:bg-blue-800'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-blue-400 hover:bg-blue-50',
                focusRing,
              )}
            >
              {pressed ? <Check aria-hidden="true" className="size-3.5" /> : null}
              {skill}
            </button>
          );
        })}
      </div>
      <div className="mt-3 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('detailsStep.customSkill')}
        </label>
        <Input
          id={inputId}
          value={draft}
          maxLength={MAX_SKILL_LENGTH}
          placeholder={t('detailsStep.customSkillPlaceholder')}
          disabled={full}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1"
        />
        <Button variant="secondary" onClick={addDraft} disabled={full || !draft.trim()}>
          <Plus aria-hidden="true" className="size-4" />
          {t('detailsStep.addSkill')}
        </Button>
      </div>
      {custom.length > 0 ? (
        <ul aria-label={t('detailsStep.customSkills')} className="mt-3 flex flex-wrap gap-2">
          {custom.map((skill) => (
            <li
              key={skill}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-blue-100 py-1 pr-1 pl-3 text-sm font-medium text-blue-900"
            >
              <span className="truncate">{skill}</span>
              <button
                type="button"
                aria-label={t('detailsStep.removeSkill', { skill })}
                onClick={() => onChange(removeSkill(skills, skill))}
                className={cn('rounded-full p-1 hover:bg-blue-200', focusRing)}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
