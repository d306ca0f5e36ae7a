import type { ExperienceListDto } from '@hirehand/shared/experience/experience';
import { Briefcase, DollarSign, Star, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '@/lib/format';

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-lg font-bold user-text text-slate-900 sm:text-xl">{value}</dd>
    </div>
  );
}

/**
 * Total jobs, total earned (CAD), and the worker's own (self-reported) average rating and share
 * of jobs they rated 4 or more, as the server computed them; labelled so nobody reads them as
 * clients' ratings.
 */
export function ExperienceSummary({ summary }: { summary: ExperienceListDto['experience_summary'] }) {
  const { t } = useTranslation('experience');
  const icon = 'size-4 shrink-0 text-blue-700';
  // Without a rated entry there is no rating to average: "None yet" rather than a misleading 0.
  const rated = summary.average_rating > 0;
  return (
    <dl aria-label={t('summary.label')} className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
      <Stat
        icon={<Briefcase aria-hidden="true" className={icon} />}
        label={t('summary.totalJobs')}
        value={formatNumber(summary.total_jobs)}
      />
      <Stat
        icon={<DollarSign aria-hidden="true" className={icon} />}
        label={t('summary.totalEarned')}
        value={formatMoney(summary.total_earned)}
      />
      <Stat
        icon={<Star aria-hidden="true" className={icon} />}
        label={t('summary.averageRating')}
        value={
          rated ? t('summary.ratingValue', { rating: summary.average_rating.toFixed(1) }) : t('summary.none')
        }
      />
      <Stat
        icon={<TrendingUp aria-hidden="true" className={icon} />}
        label={t('summary.successRate')}
        value={
          rated
            ? t('summary.percent', { value: formatNumber(Math.round(summary.success_rate)) })
            : t('summary.none')
        }
      />
    </dl>
  );
}
