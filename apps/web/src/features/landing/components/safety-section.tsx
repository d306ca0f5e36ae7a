import { LocateFixed, type LucideIcon, Map as MapIcon, Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/components/ui/section-heading';
import { LandingSection } from './landing-section';
import { SafetyMap } from './safety-map';

const FEATURES: { id: 'location' | 'emergency' | 'map'; icon: LucideIcon; tone: string }[] = [
  { id: 'location', icon: LocateFixed, tone: 'bg-blue-50 text-blue-700 ring-blue-100' },
  { id: 'emergency', icon: Siren, tone: 'bg-red-50 text-red-700 ring-red-100' },
  { id: 'map', icon: MapIcon, tone: 'bg-green-50 text-green-800 ring-green-100' },
];

/** Safety features (#safety): live location, the emergency alert and the nearby jobs map. */
export function SafetySection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="safety" labelledBy="safety-heading" className="bg-white">
      <div className="grid gap-12 lg:grid-cols-2 lg:items-center lg:gap-16">
        <div>
          <SectionHeading
            id="safety-heading"
            align="left"
            eyebrow={t('safety.eyebrow')}
            title={t('safety.heading')}
            lead={t('safety.lead')}
          />
          <ul className="mt-10 space-y-6">
            {FEATURES.map((feature) => {
              const Icon = feature.icon;
              return (
                <li key={feature.id} className="flex gap-4">
                  <span
                    className={`flex size-12 shrink-0 items-center justify-center rounded-xl ring-1 ${feature.tone}`}
                  >
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <div className="min-w-0">
                    <h3 className="font-semibold text-slate-900">
                      {t(`safety.features.${feature.id}.title`)}
                    </h3>
                    <p className="mt-1 text-slate-700">{t(`safety.features.${feature.id}.body`)}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
        <SafetyMap />
      </div>
    </LandingSection>
  );
}
