import type { PackageDto } from '@hirehand/shared/membership/membership';
import { Check, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';

export interface PlanCardProps {
  plan: PackageDto;
  /** The signed-in person's plan is this one. */
  current: boolean;
  /** The button does nothing but say so (the current plan; not a trial that can be paid for). */
  locked?: boolean;
  /** The button's words (the page decides: trial, upgrade, current...). */
  actionLabel: string;
  /** While checkout is being prepared every plan's button waits. */
  busy: boolean;
  taxesExtra: boolean;
  /** The plan's free trial is open to this person (signed out, or never used). */
  trialOpen: boolean;
  onChoose(): void;
}

/** One plan from GET /api/membership/packages: price per month, features and its button. */
export function PlanCard({
  plan,
  current,
  locked = current,
  actionLabel,
  busy,
  taxesExtra,
  trialOpen,
  onChoose,
}: PlanCardProps) {
  const { t } = useTranslation('membership');
  const popular = plan.tier === 'professional';
  const headingId = `membership-plan-${plan.tier}`;
  const free = plan.price.amount_cents === 0;

  return (
    <article
      aria-labelledby={headingId}
      data-testid={`plan-${plan.tier}`}
      className={cn(
        'relative flex w-full flex-col rounded-3xl border bg-white p-6 user-text sm:p-8',
        popular
          ? 'border-blue-700 shadow-xl shadow-blue-900/10 ring-1 ring-blue-700'
          : 'border-slate-200 shadow-sm',
        current && !popular && 'border-green-700 ring-1 ring-green-700',
      )}
    >
      <div className="flex min-h-6 flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {plan.name}
        </h3>
        {popular ? (
          <Badge tone="brand">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {t('card.popular')}
          </Badge>
        ) : null}
        {current ? <Badge tone="success">{t('card.current')}</Badge> : null}
      </div>
      <p className="mt-1 text-sm text-slate-700">{plan.description}</p>

      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900 tabular-nums">
          {free ? t('card.free') : formatMoney(plan.price)}
        </span>
        {free ? null : <span className="text-sm font-medium text-slate-600">{t('card.perMonth')}</span>}
        {!free && taxesExtra ? (
          <span className="text-xs text-slate-600">({t('card.taxesExtra')})</span>
        ) : null}
      </p>
      {plan.trial_days > 0 && trialOpen ? (
        <p className="mt-3 rounded-lg bg-blue-50 px-3 py-2 text-sm font-semibold text-blue-900">
          {t('card.trial', { days: plan.trial_days })}
        </p>
      ) : null}

      <ul
        aria-label={t('card.featuresLabel', { plan: plan.name })}
        className="mt-6 flex-1 space-y-3 text-sm text-slate-700"
      >
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-700" />
            {feature}
          </li>
        ))}
      </ul>

      <Button
        size="lg"
        variant={popular && !locked ? 'primary' : 'secondary'}
        className={cn('mt-8 w-full', locked && 'cursor-default opacity-70')}
        // aria-disabled, not disabled: the current plan's button stays focusable and says why.
        aria-disabled={locked || busy}
        onClick={busy ? undefined : onChoose}
      >
        {actionLabel}
      </Button>
    </article>
  );
}
