import { Check, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useAddSkills } from '../api/ai-chat';

/**
 * The skills found so far as chips; a signed-in person adds them to the profile, a visitor is
 * asked to sign up to keep them.
 */
export function SkillsPanel({
  sessionId,
  skills,
  signedIn,
  onSignUp,
}: {
  sessionId: string;
  skills: string[];
  signedIn: boolean;
  onSignUp(): void;
}) {
  const { t } = useTranslation('ai-chat');
  const addSkills = useAddSkills();
  const added = addSkills.data?.added;

  return (
    <section aria-labelledby="ai-skills-heading" className="rounded-xl border border-slate-200 p-3">
      <h3 id="ai-skills-heading" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Sparkles aria-hidden="true" className="size-4 text-blue-700" />
        {t('skillsHeading')}
      </h3>
      <ul aria-labelledby="ai-skills-heading" className="mt-2 flex flex-wrap gap-2">
        {skills.map((skill) => (
          <li
            key={skill}
            data-testid="ai-skill"
            className="rounded-full bg-emerald-50 px-3 py-1 text-xs font-medium text-emerald-900 ring-1 ring-emerald-200"
          >
            {skill}
          </li>
        ))}
      </ul>
      <div className="mt-3" aria-live="polite">
        {!signedIn ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <p className="flex-1 text-sm text-slate-700">{t('saveSkillsPrompt')}</p>
            <Button size="sm" onClick={onSignUp}>
              {t('signUp')}
            </Button>
          </div>
        ) : added ? (
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
            <Check aria-hidden="true" className="size-4" />
            {added.length > 0
              ? t('skillsAdded', { count: added.length, skills: added.join(', ') })
              : t('skillsAlreadyThere')}
          </p>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button
              size="sm"
              variant="secondary"
              disabled={addSkills.isPending}
              onClick={() => addSkills.mutate(sessionId)}
            >
              {addSkills.isPending ? t('addingSkills') : t('addSkills')}
            </Button>
            {addSkills.error ? (
              <p role="alert" className="text-sm text-red-700">
                {(addSkills.error instanceof ApiError && addSkills.error.detail) || t('addSkillsFailed')}
              </p>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}
