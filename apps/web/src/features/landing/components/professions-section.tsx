import type { PublicStatsDto } from '@hirehand/shared/stats/stats';
import { BadgeDollarSign } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/components/ui/section-heading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatMoney } from '@/lib/format';
import { CATEGORY_ICONS } from '../lib/profession-icons';
import { PROFESSION_CATEGORIES, professionsIn } from '../lib/professions';
import { LandingSection } from './landing-section';
import { ProfessionCard } from './profession-card';

/** The profession explorer: 8 category tabs of 6 professions; a profession opens the AI with a question. */
export function ProfessionsSection({
  askAssistant,
  figures,
}: {
  askAssistant(message: string): void;
  figures?: PublicStatsDto;
}) {
  const { t } = useTranslation('landing');
  // Shown only when the board has enough certified and other hourly jobs to compare (the server decides).
  const premium = figures?.certified_hourly_premium ?? null;
  const ask = (profession: string) => askAssistant(t('professionPrompt', { profession }));

  return (
    <LandingSection id="professions" labelledBy="professions-heading" className="bg-slate-50">
      <SectionHeading
        id="professions-heading"
        eyebrow={t('professions.eyebrow')}
        title={t('professions.heading')}
        lead={t('professions.lead')}
      />

      {premium ? (
        <div className="mx-auto mt-8 flex max-w-2xl items-start gap-3 rounded-2xl border border-green-200 bg-green-50 p-4 sm:items-center">
          <BadgeDollarSign aria-hidden="true" className="size-6 shrink-0 text-green-800" />
          <p className="text-sm text-green-950">
            <strong className="font-semibold">
              {t('professions.certClaim', { amount: formatMoney(premium) })}
            </strong>{' '}
            {t('professions.certClaimBody')}
          </p>
        </div>
      ) : null}

      <Tabs defaultValue={PROFESSION_CATEGORIES[0]} className="mt-10">
        <TabsList
          aria-label={t('professions.tabsLabel')}
          className="p-1 lg:grid lg:grid-cols-4 lg:overflow-visible"
        >
          {PROFESSION_CATEGORIES.map((category) => {
            const Icon = CATEGORY_ICONS[category];
            return (
              <TabsTrigger
                key={category}
                value={category}
                className="inline-flex items-center justify-center gap-2"
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(`professions.categories.${category}`)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {PROFESSION_CATEGORIES.map((category) => (
          <TabsContent key={category} value={category} className="rounded-2xl">
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {professionsIn(category).map((profession) => (
                <li key={profession.id}>
                  <ProfessionCard profession={profession} onSelect={ask} />
                </li>
              ))}
            </ul>
          </TabsContent>
        ))}
      </Tabs>

      <p className="mt-8 text-center text-sm text-slate-600">{t('professions.footnote')}</p>
    </LandingSection>
  );
}
