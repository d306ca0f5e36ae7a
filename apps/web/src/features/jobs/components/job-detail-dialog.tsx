import type { GigDetailDto } from '@hirehand/shared/gigs/gig-dto';
import {
  Award,
  BriefcaseBusiness,
  CalendarClock,
  CircleCheck,
  CircleDollarSign,
  GraduationCap,
  Laptop,
  Mail,
  MapPin,
  MessageSquare,
  Phone,
  Users,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ProBadge } from '@/components/ui/pro-badge';
import { ApiError } from '@/lib/api-client';
import { formatMoney, formatNumber } from '@/lib/format';
import { useMySubscription } from '@/lib/membership/my-subscription';
import { useSession } from '@/lib/session/use-session';
import { useTerms } from '@/lib/terms/use-terms';
import { useJobDetail } from '../api/job-detail';
import { useJobActions } from '../hooks/use-job-actions';
import { formatRelativeTime } from '../lib/format-job';
import { PostedBy, UrgencyBadge } from './job-card';
import { SaveJobToggle } from './save-job-toggle';

interface JobDetailDialogProps {
  open: boolean;
  jobId: string;
  onOpenChange(open: boolean): void;
}

const userText = 'user-text';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 p-3">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
        {icon}
        {label}
      </dt>
      <dd className={`mt-1 text-sm font-semibold text-slate-900 ${userText}`}>{children}</dd>
    </div>
  );
}

/**
 * A job as a job: what the board shows about it (urgency, employer, place, pay, type, schedule,
 * experience, openings, remote, certification, skills) plus its description, with Apply Now and
 * Message, or, on one's own job, the way to manage it. Not the marketplace's service pane: a
 * job has no provider bio and no delivery time.
 */
export function JobDetailDialog({ open, jobId, onOpenChange }: JobDetailDialogProps) {
  const { t } = useTranslation('jobs');
  const detail = useJobDetail(jobId);
  const job = detail.data;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('detail.close')}
        data-testid="job-detail"
        className="max-w-2xl"
        {...(job ? {} : { 'aria-describedby': undefined })}
      >
        {job ? (
          <JobDetail job={job} onClose={() => onOpenChange(false)} />
        ) : detail.isPending ? (
          <>
            <DialogTitle className="sr-only">{t('detail.loading')}</DialogTitle>
            <p role="status" className="py-10 text-center text-sm text-slate-600">
              {t('detail.loading')}
            </p>
          </>
        ) : (
          <>
            <DialogTitle className="pr-8 text-xl">
              {detail.error instanceof ApiError && detail.error.status === 404
                ? t('detail.notFound')
                : t('detail.failed')}
            </DialogTitle>
            {detail.error instanceof ApiError && detail.error.status === 404 ? null : (
              <Button variant="secondary" className="mt-4" onClick={() => void detail.refetch()}>
                {t('detail.retry')}
              </Button>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function JobDetail({ job, onClose }: { job: GigDetailDto; onClose(): void }) {
  const { t } = useTranslation('jobs');
  const { t: tc } = useTranslation('common');
  const { term } = useTerms();
  const session = useSession();
  const actions = useJobActions();
  const descriptionId = useId();
  const icon = 'size-3.5 shrink-0';
  const employer = job.company?.trim() || job.creator.name;
  const applicable = {
    id: job.id,
    title: job.title,
    employer_id: job.creator.id,
    applied: Boolean(job.my_application),
  };
  const place = [job.location, job.city].find((value) => value?.trim()) ?? '';

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <div className="pr-8">
        <div className="flex flex-wrap items-center gap-2">
          <UrgencyBadge urgency={job.urgency} />
          <span className="text-xs text-slate-600">
            {t('card.posted', { time: formatRelativeTime(job.created_at, t('card.justNow')) })}
          </span>
        </div>
        <DialogTitle className={`mt-2 text-2xl ${userText}`}>{job.title}</DialogTitle>
        <DialogDescription
          className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-base text-slate-700 ${userText}`}
        >
          <PostedBy name={employer} companyId={job.company_id} onNavigate={onClose} />
          {job.creator.pro ? <ProBadge /> : null}
        </DialogDescription>
      </div>

      {job.status !== 'open' ? (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t('detail.status', { status: term('postingStatuses', job.status).toLowerCase() })}
        </p>
      ) : null}

      <dl aria-label={t('detail.facts')} className="grid grid-cols-2 gap-2">
        <Fact icon={<CircleDollarSign aria-hidden="true" className={icon} />} label={t('detail.pay')}>
          {job.salary}
        </Fact>
        <Fact icon={<MapPin aria-hidden="true" className={icon} />} label={t('detail.location')}>
          {place || t('detail.noPlace')}
        </Fact>
        <Fact icon={<BriefcaseBusiness aria-hidden="true" className={icon} />} label={t('detail.jobType')}>
          {term('jobTypes', job.job_type)}
        </Fact>
        <Fact icon={<CalendarClock aria-hidden="true" className={icon} />} label={t('detail.schedule')}>
          {term('workSchedules', job.work_schedule)}
        </Fact>
        <Fact icon={<GraduationCap aria-hidden="true" className={icon} />} label={t('detail.experience')}>
          {term('jobExperience', job.experience_required)}
        </Fact>
        <Fact icon={<Users aria-hidden="true" className={icon} />} label={t('detail.openings')}>
          {t('detail.openingsValue', { count: job.openings, formatted: formatNumber(job.openings) })}
        </Fact>
        <Fact icon={<Laptop aria-hidden="true" className={icon} />} label={t('detail.remote')}>
          {job.remote_allowed ? t('detail.remoteYes') : t('detail.remoteNo')}
        </Fact>
      </dl>

      {job.certification_required || job.prefers_certified || job.certification_bonus ? (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <Award aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <span>
            {job.certification_required
              ? job.certification_type
                ? t('card.certificationRequiredType', {
                    type: term('certificationTypes', job.certification_type),
                  })
                : t('card.certificationRequired')
              : t('card.prefersCertified')}
            {job.certification_bonus
              ? ` · ${t('card.certificationBonus', { amount: formatMoney(job.certification_bonus) })}`
              : null}
          </span>
        </p>
      ) : null}

      <section aria-labelledby={descriptionId}>
        <h3 id={descriptionId} className="text-sm font-semibold text-slate-900">
          {t('detail.description')}
        </h3>
        <p className={`mt-1 text-sm whitespace-pre-line text-slate-700 ${userText}`}>{job.description}</p>
      </section>

      {job.skills_required.length > 0 ? (
        <ul aria-label={t('detail.skills')} className="flex flex-wrap gap-1.5">
          {job.skills_required.map((skill) => (
            <li
              key={skill}
              className={`max-w-full rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-800 ${userText}`}
            >
              {skill}
            </li>
          ))}
        </ul>
      ) : null}

      <EmployerContact job={job} onClose={onClose} />

      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        {job.can_manage ? (
          // Its poster, or a colleague who posts for its company: the company's postings, acted for it.
          <Button asChild variant="secondary">
            <Link to={managePath(job)} onClick={onClose}>
              {t('detail.manage')}
            </Link>
          </Button>
        ) : (
          <>
            {session ? <SaveJobToggle jobId={job.id} open={job.status === 'open'} /> : null}
            <Button variant="secondary" onClick={() => actions.message(applicable)}>
              <MessageSquare aria-hidden="true" className="size-4" />
              {tc('messageButton')}
            </Button>
            {applicable.applied ? (
              <Button variant="secondary" disabled title={t('card.appliedHint')}>
                <CircleCheck aria-hidden="true" className="size-4" />
                {t('card.applied')}
              </Button>
            ) : job.status === 'open' && job.can_apply ? (
              // Not to one's own company's job (the server says can_apply false to its team).
              <Button onClick={() => actions.apply(applicable)}>{t('card.apply')}</Button>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

/**
 * Where a job is managed: the dashboard's postings, acting for the job's company when it has one
 * (the dashboard acts as the caller instead when they are not on its team).
 */
export function managePath(job: Pick<GigDetailDto, 'company_id'>): string {
  const params = new URLSearchParams({ tab: 'postings' });
  if (job.company_id) params.set('company', job.company_id);
  return `/dashboard?${params}`;
}

/**
 * The poster's e-mail and phone, which the server sends only to viewers whose plan gives
 * `employer_contact` (Premium, decision 033). A signed-in worker without it, who is not the poster,
 * reads one line about the plan instead; visitors see nothing and ask nothing.
 */
function EmployerContact({ job, onClose }: { job: GigDetailDto; onClose(): void }) {
  const { t } = useTranslation('jobs');
  const session = useSession();
  const headingId = useId();
  const contact = job.employer_contact;
  const mayUpsell = !contact && job.mode === 'job' && !job.can_manage && session?.user.user_type === 'worker';
  const subscription = useMySubscription(mayUpsell);

  if (contact) {
    const link = 'min-w-0 user-text text-blue-800 underline underline-offset-2';
    return (
      <section
        aria-labelledby={headingId}
        data-testid="employer-contact"
        className="rounded-lg border border-slate-200 p-3"
      >
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {t('employerContact.heading')}
        </h3>
        <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-700">
          <li className="flex min-w-0 items-start gap-1.5">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span className="shrink-0">{t('employerContact.email')}</span>
            <a href={`mailto:${contact.email}`} className={link}>
              {contact.email}
            </a>
          </li>
          {contact.phone ? (
            <li className="flex min-w-0 items-start gap-1.5">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              <span className="shrink-0">{t('employerContact.phone')}</span>
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={link}>
                {contact.phone}
              </a>
            </li>
          ) : null}
        </ul>
      </section>
    );
  }

  if (!mayUpsell || !subscription.data || subscription.data.entitlements.includes('employer_contact')) {
    return null;
  }
  return (
    <p data-testid="employer-contact-upsell" className="text-sm text-slate-700">
      {t('employerContact.upsell')}{' '}
      <Link
        to="/membership"
        onClick={onClose}
        className="font-medium text-blue-800 underline underline-offset-2"
      >
        {t('employerContact.seePlans')}
      </Link>
    </p>
  );
}
