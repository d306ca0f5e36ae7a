import { BadgeCheck, CircleDollarSign, MapPin, SearchX, Sparkles, UserRoundPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SectionHeading } from '../../../components/ui/section-heading';
import { useAssistant } from '../../assistant/assistant-context';
import { openAuthModal } from '../../auth/hooks/use-auth-modal-bridge';
import { LandingSection } from './landing-section';

const PERKS = [
  { id: 'pay', icon: CircleDollarSign },
  { id: 'verified', icon: BadgeCheck },
  { id: 'nearby', icon: MapPin },
] as const;

/** The job board (#work). Until the marketplace lands, #jobs shows the spec's empty state. */
export function JobBoardSection() {
  const { t } = useTranslation('landing');
  const { open } = useAssistant();

  return (
    <LandingSection id="work" labelledBy="work-heading" className="bg-white">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-center lg:gap-16">
        <div>
          <SectionHeading
            id="work-heading"
            align="left"
            eyebrow={t('work.eyebrow')}
            title={t('work.heading')}
            lead={t('work.lead')}
          />
          <ul className="mt-8 space-y-3">
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

        <section
          id="jobs"
          aria-label={t('work.resultsLabel')}
          className="rounded-3xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center sm:px-10 sm:py-16"
        >
          <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-white text-slate-600 shadow-sm ring-1 ring-slate-200">
            <SearchX aria-hidden="true" className="size-8" />
          </span>
          <p className="mt-6 text-lg font-semibold text-slate-900">{t('work.empty')}</p>
          <p className="mx-auto mt-2 max-w-md text-sm text-slate-700">{t('work.emptyHint')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button onClick={() => openAuthModal('register')}>
              <UserRoundPlus aria-hidden="true" className="size-4" />
              {t('work.join')}
            </Button>
            <Button variant="secondary" onClick={() => open()}>
              <Sparkles aria-hidden="true" className="size-4" />
              {t('work.askAi')}
            </Button>
          </div>
        </section>
      </div>
    </LandingSection>
  );
}
