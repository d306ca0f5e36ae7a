import { BadgeCheck, CircleDollarSign, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/ui/section-heading';
import { JobBoard } from '../../jobs/components/job-board';
import { LandingSection } from './landing-section';

const PERKS = [
  { id: 'pay', icon: CircleDollarSign },
  { id: 'verified', icon: BadgeCheck },
  { id: 'nearby', icon: MapPin },
] as const;

/** The job board (#work): the heading and perks, then the live board in #jobs. */
export function JobBoardSection() {
  const { t } = useTranslation('landing');

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

      <section id="jobs" aria-label={t('work.resultsLabel')} className="mt-10 scroll-mt-24">
        <JobBoard />
      </section>
    </LandingSection>
  );
}
