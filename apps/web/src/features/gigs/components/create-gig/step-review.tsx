import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatMoney, formatNumber } from '@/lib/format';
import { useTerms } from '@/lib/terms/use-terms';
import { derivedJobFields, type GigForm, WIZARD_STEPS, type WizardStep } from '../../lib/gig-form';
import { toAmount, toInteger } from '../../lib/to-create-payload';

interface StepReviewProps {
  form: GigForm;
  onEdit(step: WizardStep): void;
}

function Section({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: WizardStep;
  onEdit(step: WizardStep): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('gigs');
  return (
    <section className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{title}</h4>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onEdit(step)}
          aria-label={t('reviewStep.edit', { section: title })}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="min-w-0 user-text text-slate-900">{children}</dd>
    </>
  );
}

/** Step 4: everything the poster entered, in en-CA CAD, with a way back to each step. */
export function StepReview({ form, onEdit }: StepReviewProps) {
  const { t } = useTranslation('gigs');
  const { term } = useTerms();
  const notSet = <span className="text-slate-600">{t('reviewStep.notSet')}</span>;
  const text = (value: string) => value.trim() || notSet;
  const money = (value: string) => {
    const amount = toAmount(value);
    return amount === null ? null : formatMoney(amount);
  };
  const yesNo = (value: boolean) => (value ? t('reviewStep.yes') : t('reviewStep.no'));
  const [typeStep, detailsStep, pricingStep] = WIZARD_STEPS;
  const derived = derivedJobFields(form);
  const days = toInteger(form.delivery_time_days) ?? 7;
  const bonus = money(form.certification_bonus);

  const price = () => {
    if (form.pricing_type === 'hourly') {
      const amount = money(form.hourly_rate);
      return amount ? t('reviewStep.perHour', { amount }) : notSet;
    }
    if (form.pricing_type === 'fixed') return money(form.fixed_price) ?? notSet;
    const min = money(form.price_range_min);
    const max = money(form.price_range_max);
    if (min && max) return t('reviewStep.range', { min, max });
    return min ?? max ?? t('reviewStep.negotiable');
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">{t('reviewStep.lead')}</p>
      <Section title={t('wizard.steps.type')} step={typeStep} onEdit={onEdit}>
        <Row label={t('reviewStep.gigType')}>{form.gig_type ? term('gigTypes', form.gig_type) : notSet}</Row>
        <Row label={t('reviewStep.category')}>
          {form.category ? term('categories', form.category) : notSet}
        </Row>
      </Section>
      <Section title={t('wizard.steps.details')} step={detailsStep} onEdit={onEdit}>
        <Row label={t('reviewStep.title')}>{text(form.title)}</Row>
        <Row label={t('reviewStep.description')}>
          <span className="whitespace-pre-line">{text(form.description)}</span>
        </Row>
        <Row label={t('reviewStep.skills')}>
          {form.skills_required.length > 0 ? form.skills_required.join(', ') : t('reviewStep.noSkills')}
        </Row>
        <Row label={t('reviewStep.experienceLevel')}>{term('experienceLevels', form.experience_level)}</Row>
        <Row label={t('reviewStep.workLocation')}>
          {form.location_type ? term('locationTypes', form.location_type) : notSet}
        </Row>
        <Row label={t('reviewStep.location')}>{text(form.location)}</Row>
        <Row label={t('reviewStep.address')}>{text(form.address)}</Row>
        <Row label={t('reviewStep.city')}>{text(form.city)}</Row>
        <Row label={t('reviewStep.travelRequired')}>{yesNo(form.travel_required)}</Row>
      </Section>
      {form.mode === 'job' ? (
        <Section title={t('reviewStep.job')} step={detailsStep} onEdit={onEdit}>
          <Row label={t('reviewStep.company')}>{text(form.company)}</Row>
          <Row label={t('reviewStep.openings')}>{formatNumber(toInteger(form.openings) ?? 1)}</Row>
          <Row label={t('reviewStep.jobType')}>{term('jobTypes', derived.job_type)}</Row>
          <Row label={t('reviewStep.urgency')}>{term('urgencies', form.urgency)}</Row>
          <Row label={t('reviewStep.experienceRequired')}>
            {term('jobExperience', derived.experience_required)}
          </Row>
          <Row label={t('reviewStep.workSchedule')}>{term('workSchedules', form.work_schedule)}</Row>
          <Row label={t('reviewStep.remoteAllowed')}>{yesNo(derived.remote_allowed)}</Row>
          <Row label={t('reviewStep.certification')}>
            {form.certification_required ? (
              <>
                {form.certification_type
                  ? term('certificationTypes', form.certification_type)
                  : t('reviewStep.certificationAny')}
                {bonus ? ` · ${t('reviewStep.certificationBonus', { amount: bonus })}` : null}
              </>
            ) : (
              t('reviewStep.certificationNone')
            )}
          </Row>
        </Section>
      ) : null}
      <Section title={t('wizard.steps.pricing')} step={pricingStep} onEdit={onEdit}>
        <Row label={t('reviewStep.pricingType')}>{term('pricingTypes', form.pricing_type)}</Row>
        <Row label={t('reviewStep.price')}>{price()}</Row>
        <Row label={t('reviewStep.deliveryTime')}>{t('pricingStep.days', { count: days })}</Row>
        <Row label={t('reviewStep.availability')}>{term('availability', form.availability)}</Row>
        <Row label={t('reviewStep.timeCommitment')}>{term('timeCommitments', form.time_commitment)}</Row>
      </Section>
    </div>
  );
}
