import { ArrowRight, Award } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { CATEGORY_ICONS, DEMAND_STYLES } from '../lib/profession-icons';
import type { ProfessionEntry } from '../lib/professions';

/** One profession: pay range, demand and certification boost; choosing it asks the AI about it. */
export function ProfessionCard({
  profession,
  onSelect,
}: {
  profession: ProfessionEntry;
  onSelect(name: string): void;
}) {
  const { t } = useTranslation('landing');
  const name = t(`professions.names.${profession.id}`);
  const CategoryIcon = CATEGORY_ICONS[profession.category];
  const demand = DEMAND_STYLES[profession.demand];
  const DemandIcon = demand.icon;

  return (
    <button
      type="button"
      data-testid="profession-card"
      onClick={() => onSelect(name)}
      className={cn(
        'group flex h-full w-full flex-col rounded-2xl border border-slate-200 bg-white p-4 text-left sm:p-5 shadow-sm transition',
        'hover:-translate-y-0.5 hover:border-blue-300 hover:shadow-lg hover:shadow-blue-900/5 motion-reduce:transform-none',
        focusRing,
      )}
    >
      <span className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-blue-50 text-blue-700 ring-1 ring-blue-100">
          <CategoryIcon aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-lg leading-snug font-semibold user-text text-slate-900">{name}</span>
          <Badge tone={demand.tone} className="mt-1">
            <DemandIcon aria-hidden="true" className="size-3.5 shrink-0" />
            {t(`professions.demand.${profession.demand}`)}
          </Badge>
        </span>
      </span>

      <span className="mt-4 block text-xs font-medium text-slate-600">{t('professions.payLabel')}</span>
      <span className="block text-2xl font-extrabold tracking-tight text-slate-900 tabular-nums">
        {t('professions.payRange', {
          min: formatMoney(profession.payMin),
          max: formatMoney(profession.payMax),
        })}
      </span>

      <span className="mt-3 inline-flex items-center gap-1.5 self-start rounded-lg bg-green-50 px-2.5 py-1.5 text-sm font-semibold text-green-900 ring-1 ring-green-200">
        <Award aria-hidden="true" className="size-4 shrink-0" />
        {t('professions.boost', {
          cert: t(`professions.certs.${profession.cert}`),
          amount: formatMoney(profession.boost),
        })}
      </span>

      <span className="mt-auto flex items-center gap-1.5 pt-4 text-sm font-semibold text-blue-700">
        {t('professions.ask')}
        <ArrowRight
          aria-hidden="true"
          className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transform-none"
        />
      </span>
    </button>
  );
}
