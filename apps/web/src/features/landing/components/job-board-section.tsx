import { BadgeCheck, CircleDollarSign, MapPin } from 'lucide-react';
import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/components/ui/section-heading';
import { Spinner } from '@/components/ui/spinner';
import { useNearViewport } from '../hooks/use-near-viewport';
import { LandingSection } from './landing-section';

const boardIsTarget = () =>
  window.location.search !== '' || ['#work', '#jobs'].includes(window.location.hash);

const PERKS = [
  { id: 'pay', icon: CircleDollarSign },
  { id: 'verified', icon: BadgeCheck },
  { id: 'nearby', icon: MapPin },
] as const;

/**
 * The job board (#work): the heading and perks, then the live board in #jobs. The board (search,
 * filters, cards, map) is the landing page's heaviest part and sits below the fold: `board` is
 * lazy, and renders (so its code and texts load) as the visitor approaches it, or at once when the
 * address points at it (#work, #jobs, a shared search), not with the first screen.
 */
export function JobBoardSection({ board: JobBoard }: { board: ComponentType }) {
  const { t } = useTranslation('landing');
  const [boardRef, near] = useNearViewport<HTMLElement>(boardIsTarget);

  return (
    <LandingSection id="work" labelledBy="work-heading" className="bg-white">
      <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between lg:gap-16">
        <SectionHeading
          id="work-heading"
          align="left"
          eyebrow={t('work.eyebrow')}
          title={t('work.heading')}
          lead={t('work.lead')}
        />
        <ul className="flex shrink-0 flex-col gap-3">
          {PERKS.map((perk) => {
            const Icon = perk.icon;
            return (
              <li key={perk.id} className="flex items-center gap-3 text-slate-800">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {t(`work.perks.${perk.id}`)}
              </li>
            );
          })}
        </ul>
      </div>

      <section ref={boardRef} id="jobs" aria-label={t('work.resultsLabel')} className="mt-10 scroll-mt-24">
        {near ? (
          <Suspense fallback={<BoardPlaceholder />}>
            <JobBoard />
          </Suspense>
        ) : (
          <BoardPlaceholder />
        )}
      </section>
    </LandingSection>
  );
}

/** Holds the board's room while its code loads, so the page below does not jump. */
function BoardPlaceholder() {
  const { t } = useTranslation('common');
  return (
    <p className="flex min-h-[40rem] items-start justify-center gap-2 pt-16 text-sm text-slate-700">
      <Spinner />
      {t('loading')}
    </p>
  );
}
