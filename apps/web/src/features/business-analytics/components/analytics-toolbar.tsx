import type { AnalyticsTimeframe } from '@hirehand/shared/business/analytics';
import type { MyCompanyDto } from '@hirehand/shared/business/company';
import { FileDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, focusRing } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { ANALYTICS_TIMEFRAMES, VIEWS, type View } from './analytics-views';

/**
 * The dashboard's controls: the company switcher (with more than one company), the timeframe, the
 * view and the view's CSV export.
 */
export function AnalyticsToolbar({
  companies,
  companyId,
  onPickCompany,
  timeframe,
  onTimeframeChange,
  view,
  onViewChange,
  canExport,
  exporting,
  onExport,
}: {
  companies: readonly MyCompanyDto[];
  companyId: string | undefined;
  onPickCompany(companyId: string): void;
  timeframe: AnalyticsTimeframe;
  onTimeframeChange(timeframe: AnalyticsTimeframe): void;
  view: View;
  onViewChange(view: View): void;
  canExport: boolean;
  exporting: boolean;
  onExport(): void;
}) {
  const { t } = useTranslation('business-analytics');
  const companyFieldId = useId();
  const viewFieldId = useId();
  return (
    <div className="mt-4 flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end">
      {companies.length > 1 ? (
        <div className="grid gap-1 text-sm font-medium text-slate-700">
          <label htmlFor={companyFieldId}>{t('company')}</label>
          <Select
            id={companyFieldId}
            value={companyId ?? ''}
            onValueChange={onPickCompany}
            options={companies.map((company) => ({ value: company.id, label: company.name }))}
            className="sm:w-56"
          />
        </div>
      ) : null}
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('timeframe')}</legend>
        {ANALYTICS_TIMEFRAMES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={timeframe === value}
            onClick={() => onTimeframeChange(value)}
            className={cn(
              'rounded-full border px-3 py-1.5 text-sm font-medium sm:px-4 sm:py-2',
              timeframe === value
                ? 'border-blue-700 bg-blue-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              focusRing,
            )}
          >
            {t(`timeframes.${value}`)}
          </button>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-end gap-2 lg:ml-auto">
        <div className="grid basis-full gap-1 text-sm font-medium text-slate-700 sm:basis-auto">
          <label htmlFor={viewFieldId}>{t('view')}</label>
          <Select
            id={viewFieldId}
            value={view}
            onValueChange={(next) => onViewChange(next as View)}
            options={VIEWS.map((value) => ({ value, label: t(`views.${value}`) }))}
            className="w-full sm:w-52"
          />
        </div>
        <Button variant="secondary" disabled={!canExport || exporting} onClick={onExport}>
          <FileDown aria-hidden="true" className="size-4" />
          {exporting ? t('export.busy') : t('export.button')}
        </Button>
      </div>
    </div>
  );
}
