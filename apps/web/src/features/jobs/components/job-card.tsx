import { companyPagePath } from '@hirehand/shared/app/routes';
import type { Urgency } from '@hirehand/shared/jobs/job-enums';
import type { JobListingDto } from '@hirehand/shared/jobs/jobs';
import { EXCLUSIVE_HOURLY_RATE_CENTS } from '@hirehand/shared/membership/plans';
import { cad } from '@hirehand/shared/platform/money';
import {
  Award,
  BadgeCheck,
  BriefcaseBusiness,
  CircleCheck,
  CircleDollarSign,
  Clock,
  FolderOpen,
  Gem,
  Laptop,
  MapPin,
  MessageSquare,
  ShieldCheck,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, focusRing } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDistanceKm, formatMoney } from '@/lib/format';
import { useTerms } from '@/lib/terms/use-terms';
import { formatRelativeTime } from '../lib/format-job';

const URGENCY_TONE: Record<Urgency, 'neutral' | 'brand' | 'warning' | 'danger'> = {
  low: 'neutral',
  medium: 'brand',
  high: 'warning',
  urgent: 'danger',
};

/** Skills shown before "+N more". */
const VISIBLE_SKILLS = 6;

export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  const { t } = useTranslation('jobs');
  return (
    <Badge tone={URGENCY_TONE[urgency]} data-urgency={urgency} className="shrink-0">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t(`urgencyBadge.${urgency}`)}
    </Badge>
  );
}

/** "$60": the hourly top pay from which a job is exclusive (the catalog's threshold). */
export const exclusiveThreshold = () => formatMoney(cad(EXCLUSIVE_HOURLY_RATE_CENTS));

/**
 * "Exclusive" on a job whose top pay is at or above the threshold, for every viewer; the words
 * after it (screen readers, the tooltip) say what it means, since anyone may still apply.
 */
export function ExclusiveBadge() {
  const { t } = useTranslation('jobs');
  const meaning = t('exclusive.badgeMeaning', { amount: exclusiveThreshold() });
  return (
    <Badge
      data-testid="job-exclusive"
      title={`${t('exclusive.badge')}${meaning}`}
      className="shrink-0 bg-violet-100 text-violet-900"
    >
      <Gem aria-hidden="true" className="size-3.5" />
      {t('exclusive.badge')}
      <span className="sr-only">{meaning}</span>
    </Badge>
  );
}

/** A company's name as a link to its public page (its profile and open jobs). */
export function CompanyLink({
  companyId,
  className,
  onClick,
  children,
}: {
  companyId: string;
  className?: string;
  /** Before the page changes (a dialog closes itself). */
  onClick?(): void;
  children: ReactNode;
}) {
  return (
    <Link
      to={companyPagePath(companyId)}
      onClick={onClick}
      data-testid="company-link"
      className={cn(
        'rounded underline decoration-slate-400 underline-offset-2 hover:text-blue-800 hover:decoration-current',
        focusRing,
        className,
      )}
    >
      {children}
    </Link>
  );
}

/**
 * "Posted by {{name}}", the name a link to the company's page when the job is a company's. One
 * text with the name cut out of it: the name is the poster's own words, never parsed as markup.
 */
export function PostedBy({
  name,
  companyId,
  onNavigate,
}: {
  name: string;
  companyId: string | null | undefined;
  onNavigate?(): void;
}) {
  const { t } = useTranslation('jobs');
  if (!companyId) return <span>{t('detail.postedBy', { name })}</span>;
  const cut = '\u0000';
  const [before = '', after = ''] = t('detail.postedBy', { name: cut }).split(cut);
  return (
    <span>
      {before}
      <CompanyLink companyId={companyId} onClick={onNavigate}>
        {name}
      </CompanyLink>
      {after}
    </span>
  );
}

interface JobCardProps {
  job: JobListingDto;
  /** The caller posted this job, or a colleague posted it for their company: Apply Now is left out. */
  isOwn: boolean;
  onApply(job: JobListingDto): void;
  onPortfolio(employerId: string): void;
  onPortfolioIntent?(): void;
  /** Message the employer about this job; left out on one's own job. */
  onMessage?(job: JobListingDto): void;
  /** Opens the job detail (the title is its button). */
  onOpenDetails?(job: JobListingDto): void;
  now?: Date;
}

/**
 * One job on the board: every listing field, Apply Now (or "Applied" once the
 * caller applied), Message and Portfolio.
 */
export function JobCard({
  job,
  isOwn,
  onApply,
  onPortfolio,
  onPortfolioIntent,
  onMessage,
  onOpenDetails,
  now,
}: JobCardProps) {
  const { t } = useTranslation('jobs');
  const { t: tc } = useTranslation('common');
  const { term } = useTerms();
  const titleId = useId();
  const extraSkills = job.skills.length - VISIBLE_SKILLS;
  const hasCertification = job.certification_required || job.prefers_certified || job.certification_bonus;

  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      data-testid="job-card"
      className="flex h-full min-w-0 flex-col p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <UrgencyBadge urgency={job.urgency} />
          {job.exclusive ? <ExclusiveBadge /> : null}
        </div>
        <p className="flex items-center gap-1.5 text-xs text-slate-600">
          <Clock aria-hidden="true" className="size-3.5" />
          <time dateTime={job.postedAt}>
            {t('card.posted', { time: formatRelativeTime(job.postedAt, t('card.justNow'), now) })}
          </time>
        </p>
      </div>
      <h3 id={titleId} className={cn('mt-3 text-lg font-semibold text-slate-900', 'user-text')}>
        {onOpenDetails ? (
          <button
            type="button"
            onClick={() => onOpenDetails(job)}
            className={cn('rounded text-left hover:text-blue-800 hover:underline', 'user-text', focusRing)}
          >
            {job.title}
          </button>
        ) : (
          job.title
        )}
      </h3>
      <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-sm text-slate-700">
        {job.company_id ? (
          <CompanyLink companyId={job.company_id} className="min-w-0 truncate">
            {job.company}
          </CompanyLink>
        ) : (
          <span className="min-w-0 truncate">{job.company}</span>
        )}
        {job.verified ? (
          <span role="img" aria-label={t('card.verified')} title={t('card.verified')}>
            <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-blue-700" />
          </span>
        ) : null}
      </p>

      <ul className="mt-4 grid gap-x-4 gap-y-2 text-sm text-slate-700 sm:grid-cols-2">
        {job.location ? (
          <li className="flex min-w-0 items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span className={cn('min-w-0', 'user-text')}>
              {job.location}
              {job.distance_km !== null ? (
                <span className="text-slate-600">
                  {' · '}
                  {t('card.distance', { distance: formatDistanceKm(job.distance_km) })}
                </span>
              ) : null}
            </span>
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <BriefcaseBusiness aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          {term('jobTypes', job.type)}
        </li>
        <li className={cn('flex min-w-0 items-center gap-2 font-semibold text-slate-900', 'user-text')}>
          <CircleDollarSign aria-hidden="true" className="size-4 shrink-0 text-green-700" />
          {job.salary}
        </li>
        <li className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          {t('card.trustScore', { score: job.trustScore })}
        </li>
        {job.remote_allowed ? (
          <li className="flex items-center gap-2">
            <Laptop aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            {t('card.remote')}
          </li>
        ) : null}
      </ul>

      {job.skills.length > 0 ? (
        <ul aria-label={t('card.skills')} className="mt-4 flex flex-wrap gap-1.5">
          {job.skills.slice(0, VISIBLE_SKILLS).map((skill) => (
            <li
              key={skill}
              className={cn(
                'max-w-full rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-800',
                'user-text',
              )}
            >
              {skill}
            </li>
          ))}
          {extraSkills > 0 ? (
            <li className="rounded-full px-1 py-0.5 text-xs text-slate-600">
              {t('card.moreSkills', { count: extraSkills })}
            </li>
          ) : null}
        </ul>
      ) : null}

      {hasCertification ? (
        <div
          data-testid="job-certification"
          className="mt-4 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <Award aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <p className="flex flex-wrap gap-x-2">
            {job.certification_required ? (
              <span className="font-semibold">
                {job.certification_type
                  ? t('card.certificationRequiredType', {
                      type: term('certificationTypes', job.certification_type),
                    })
                  : t('card.certificationRequired')}
              </span>
            ) : null}
            {!job.certification_required && job.prefers_certified ? (
              <span className="font-semibold">
                {job.certification_type
                  ? t('card.prefersCertifiedType', {
                      type: term('certificationTypes', job.certification_type),
                    })
                  : t('card.prefersCertified')}
              </span>
            ) : null}
            {job.certification_bonus ? (
              <span>{t('card.certificationBonus', { amount: formatMoney(job.certification_bonus) })}</span>
            ) : null}
          </p>
        </div>
      ) : null}

      <div className="mt-auto flex flex-wrap gap-2 pt-5 sm:justify-end sm:gap-1.5">
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={titleId}
          onClick={() => onPortfolio(job.employer_id)}
          onPointerEnter={onPortfolioIntent}
          onFocus={onPortfolioIntent}
          className="flex-1 sm:flex-none"
        >
          <FolderOpen aria-hidden="true" className="size-4" />
          {t('card.portfolio')}
        </Button>
        {onMessage && !isOwn ? (
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={titleId}
            onClick={() => onMessage(job)}
            className="flex-1 sm:flex-none sm:px-2.5"
          >
            <MessageSquare aria-hidden="true" className="size-4" />
            {tc('messageButton')}
          </Button>
        ) : null}
        {isOwn ? (
          <Badge tone="brand" className="h-8 grow justify-center whitespace-nowrap rounded-lg px-3 sm:grow-0">
            {job.posted_by_colleague ? t('card.yourCompany') : t('card.yours')}
          </Badge>
        ) : (
          // One button in both states, so focus handed back to it after applying stays on it
          // (a disabled button would drop focus to the page): "Applied" is aria-disabled.
          <Button
            size="sm"
            variant={job.applied ? 'secondary' : 'primary'}
            aria-disabled={job.applied || undefined}
            aria-describedby={titleId}
            title={job.applied ? t('card.appliedHint') : undefined}
            data-testid={job.applied ? 'job-applied' : undefined}
            onClick={job.applied ? undefined : () => onApply(job)}
            className={cn(
              'flex-1 sm:flex-none',
              job.applied && 'cursor-default border-green-300 bg-green-50 text-green-900 hover:bg-green-50',
            )}
          >
            {job.applied ? <CircleCheck aria-hidden="true" className="size-4" /> : null}
            {job.applied ? t('card.applied') : t('card.apply')}
          </Button>
        )}
      </div>
    </Card>
  );
}
