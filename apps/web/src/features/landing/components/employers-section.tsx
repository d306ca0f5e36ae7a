import { cad } from '@hirehand/shared/platform/money-value';
import { BriefcaseBusiness, Clock, MapPin, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '@/lib/format';
import { PAY_PER_POST_PLAN as payPerPost } from '../lib/pricing-plans';
import { useServerPricing } from '../lib/server-pricing';
import { HiringSteps } from './hiring-steps';
import { PostJobLink } from './post-job-link';

const PERKS = [
  { id: 'trust', icon: ShieldCheck },
  { id: 'local', icon: MapPin },
  { id: 'fast', icon: Clock },
] as const;

/** For employers (#post), with how hiring works (#how). */
export function EmployersSection() {
  const { t } = useTranslation('landing');
  const { postCents } = useServerPricing();
  return (
    <section
      id="post"
      aria-labelledby="post-heading"
      className="relative isolate overflow-hidden bg-slate-950 py-16 text-white sm:py-24"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-32 right-0 size-[30rem] rounded-full bg-blue-700/40 blur-3xl" />
        <div className="absolute -bottom-40 -left-20 size-[24rem] rounded-full bg-indigo-700/30 blur-3xl" />
      </div>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-blue-300 uppercase">
            {t('employers.eyebrow')}
          </p>
          <h2 id="post-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {t('employers.heading')}
          </h2>
          <p className="mt-4 text-lg text-slate-300">{t('employers.lead')}</p>
          <ul className="mt-8 space-y-4">
            {PERKS.map((perk) => {
              const Icon = perk.icon;
              return (
                <li key={perk.id} className="flex gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10 text-blue-200 ring-1 ring-white/15">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="pt-1.5 text-slate-200">{t(`employers.perks.${perk.id}`)}</span>
                </li>
              );
            })}
          </ul>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:items-center">
            <PostJobLink size="lg" variant="inverse" className="focus-visible:outline-white">
              <BriefcaseBusiness aria-hidden="true" className="size-5" />
              {t('employers.postJob')}
            </PostJobLink>
            <p className="text-sm text-slate-300">
              {t(postCents ? 'employers.priceNote' : 'employers.freeNote', {
                price: formatMoney(cad(postCents)),
                days: formatNumber(payPerPost.visibilityDays),
              })}
            </p>
          </div>
        </div>

        <HiringSteps />
      </div>
    </section>
  );
}
