import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** A card shows 3 skills, then "+N more". */
export const CARD_SKILL_LIMIT = 3;

/** Skills as chips; past `max`, the rest are summed up as "+N more". */
export function SkillList({
  skills,
  max = CARD_SKILL_LIMIT,
  className,
}: {
  skills: readonly string[];
  max?: number;
  className?: string;
}) {
  const { t } = useTranslation('marketplace');
  if (skills.length === 0) return null;
  const shown = skills.slice(0, max);
  const hidden = skills.length - shown.length;
  return (
    <ul aria-label={t('card.skills')} className={cn('flex flex-wrap gap-1.5', className)}>
      {shown.map((skill, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a skill may be listed twice; the order is fixed
        <li key={`${index}-${skill}`} className="min-w-0 max-w-full">
          <Badge tone="brand" className="font-medium">
            {skill}
          </Badge>
        </li>
      ))}
      {hidden > 0 ? (
        <li>
          <Badge className="font-medium">{t('card.moreSkills', { count: hidden })}</Badge>
        </li>
      ) : null}
    </ul>
  );
}
