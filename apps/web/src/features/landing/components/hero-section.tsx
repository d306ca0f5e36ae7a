import type { PublicStatsDto } from '@hirehand/shared/stats/stats';
import { BriefcaseBusiness, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { HeroPreview } from './hero-preview';
import { PostJobLink } from './post-job-link';

const AVATARS = [
  { initials: 'MT', tone: 'bg-blue-600' },
  { initials: 'AS', tone: 'bg-emerald-600' },
  { initials: 'JL', tone: 'bg-amber-600' },
  { initials: 'PK', tone: 'bg-rose-600' },
] as const;

/** The hero: the entry point to AI career discovery (#ai-chat). */
export function HeroSection({
  askAssistant,
  figures,
}: {
  askAssistant(message?: string): void;
  /** Computed figures (GET /api/stats/public); none are shown until they arrive. */
  figures?: PublicStatsDto;
}) {
  const { t } = useTranslation('landing');
  // Only figures the server computed from its own data; none at all until they arrive.
  const stats = [
    { key: 'workers', value: figures?.workers ?? null },
    { key: 'openPostings', value: figures?.open_postings ?? null },
  ].filter((stat): stat is { key: 'workers' | 'openPostings'; value: number } => stat.value !== null);

  return (
    <section
      id="ai-chat"
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-linear-to-b from-blue-50 via-white to-white"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-40 -right-32 size-[32rem] rounded-full bg-blue-200/50 blur-3xl" />
        <div className="absolute top-1/2 -left-40 size-[26rem] rounded-full bg-sky-100/70 blur-3xl" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,#e2e8f080_1px,transparent_1px),linear-gradient(to_bottom,#e2e8f080_1px,transparent_1px)] bg-size-[48px_48px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]" />
      </div>

      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:pt-20 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-blue-200 bg-white px-3 py-1 text-sm font-medium text-blue-800 shadow-sm">
            <Sparkles aria-hidden="true" className="size-4" />
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            {t('hero.heading')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-700">{t('hero.lead')}</p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={() => askAssistant()} className="shadow-lg shadow-blue-700/20">
              <Sparkles aria-hidden="true" className="size-5" />
              {t('hero.discover')}
            </Button>
            <PostJobLink size="lg" variant="secondary">
              <BriefcaseBusiness aria-hidden="true" className="size-5" />
              {t('hero.postJob')}
            </PostJobLink>
          </div>

          {figures?.workers ? (
            <div className="mt-8 flex items-center gap-3">
              <div aria-hidden="true" className="flex -space-x-2">
                {AVATARS.map((avatar) => (
                  <span
                    key={avatar.initials}
                    className={`flex size-9 items-center justify-center rounded-full text-xs font-bold text-white ring-2 ring-white ${avatar.tone}`}
                  >
                    {avatar.initials}
                  </span>
                ))}
              </div>
              <p className="text-sm font-medium text-slate-700">
                {t('hero.join', { workers: formatNumber(figures.workers) })}
              </p>
            </div>
          ) : null}

          {stats.length > 0 ? (
            <dl
              aria-label={t('hero.statsLabel')}
              className="mt-8 grid max-w-md grid-cols-2 divide-x divide-slate-200 rounded-2xl border border-slate-200 bg-white/80 py-4 shadow-sm"
            >
              {stats.map((stat) => (
                <div key={stat.key} className="flex flex-col-reverse px-3 text-center sm:px-4">
                  <dt className="mt-1 text-xs font-medium text-slate-600 sm:text-sm">
                    {t(`hero.stats.${stat.key}.label`)}
                  </dt>
                  <dd className="text-2xl font-extrabold text-slate-900 tabular-nums sm:text-3xl">
                    {t(`hero.stats.${stat.key}.value`, { value: formatNumber(stat.value) })}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>

        <HeroPreview />
      </div>
    </section>
  );
}
