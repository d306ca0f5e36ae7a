import type { GigDetailDto } from '@hirehand/shared/gigs/gig-dto';
import {
  ArrowLeft,
  Award,
  BadgeCheck,
  CalendarClock,
  GraduationCap,
  MapPin,
  ShieldCheck,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageButton } from '@/components/message-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProBadge } from '@/components/ui/pro-badge';
import { StarRating } from '@/components/ui/star-rating';
import { UserAvatar } from '@/components/ui/user-avatar';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useTerms } from '@/lib/terms/use-terms';
import { formatGigPrice } from '../../lib/gig-price';
import { GigApplyAction } from './gig-apply-action';
import { SkillList } from './skill-list';

/** The detail pane shows 2 recent work items. */
export const RECENT_WORK_LIMIT = 2;

interface GigDetailPaneProps {
  gig: GigDetailDto | undefined;
  loading: boolean;
  error: unknown;
  signedIn: boolean;
  headingId: string;
  onBack(): void;
  onRetry(): void;
  onApply(): void;
  /** Following the Manage link to the dashboard. */
  onManage?(): void;
  onViewExperience(userId: string): void;
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 p-3">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-sm font-semibold user-text text-slate-900">{value}</dd>
    </div>
  );
}

/** The selected gig: creator, trust, facts, recent work, description and the apply action. */
export function GigDetailPane({
  gig,
  loading,
  error,
  signedIn,
  headingId,
  onBack,
  onRetry,
  onApply,
  onManage,
  onViewExperience,
}: GigDetailPaneProps) {
  const { t } = useTranslation('marketplace');
  const { term, termOrValue } = useTerms();
  // A bar that stays at the top while the detail scrolls: on narrow screens the dialog's close
  // button sits at its right end (pr-14) instead of floating over the text.
  const back = (
    <div className="sticky top-0 z-10 -mx-4 -mt-4 flex border-b border-slate-200 bg-white px-4 py-3 max-lg:pr-14 sm:-mx-6 sm:-mt-6 sm:px-6">
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Button>
    </div>
  );

  if (!gig) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        {back}
        {loading ? (
          <p role="status" className="py-10 text-center text-sm text-slate-600">
            {t('detail.loading')}
          </p>
        ) : (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 py-10 text-center text-sm text-slate-700"
          >
            <p>{notFound ? t('detail.notFound') : t('detail.failed')}</p>
            {notFound ? null : (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {t('detail.retry')}
              </Button>
            )}
          </div>
        )}
      </div>
    );
  }

  const icon = 'size-3.5 shrink-0';
  const recentWork = gig.work_experience.slice(0, RECENT_WORK_LIMIT);
  return (
    <div className="flex flex-col gap-5 p-4 sm:p-6">
      {back}
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{term('gigTypes', gig.gig_type)}</Badge>
          <Badge tone="neutral">{term('categories', gig.category)}</Badge>
        </div>
        <h3 id={headingId} className="mt-2 text-xl font-bold user-text text-slate-900">
          {gig.title}
        </h3>
        <p className="mt-1 text-2xl font-bold text-blue-800">{formatGigPrice(gig, t)}</p>
      </div>

      <section aria-label={t('detail.provider')} className="rounded-xl border border-slate-200 p-4">
        <div className="flex min-w-0 items-center gap-3">
          <UserAvatar name={gig.creator.name} picture={gig.creator.profile_picture} />
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-1.5 font-semibold user-text text-slate-900">
              {gig.creator.name}
              {gig.creator.verified ? (
                <Badge tone="success">
                  <BadgeCheck aria-hidden="true" className="size-3.5" />
                  {t('detail.verified')}
                </Badge>
              ) : null}
              {gig.creator.pro ? <ProBadge /> : null}
            </p>
            <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-700">
              <ShieldCheck aria-hidden="true" className="size-4 text-blue-700" />
              {t('detail.trustScore')}: {t('detail.trustScoreValue', { score: gig.creator.trust_score })}
            </p>
          </div>
        </div>
        <p className="mt-3 text-sm whitespace-pre-line user-text text-slate-700">
          {gig.creator.bio?.trim() || t('detail.noBio')}
        </p>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <Button variant="link" onClick={() => onViewExperience(gig.creator.id)} className="h-auto px-0">
            <Award aria-hidden="true" className="size-4" />
            {t('detail.viewExperience')}
          </Button>
          {signedIn && !gig.can_manage ? (
            // Message the poster: the conversation is linked to this posting.
            <MessageButton jobId={gig.id} participantId={gig.creator.id} aria-describedby={headingId} />
          ) : null}
        </div>
      </section>

      <dl aria-label={t('detail.facts')} className="grid grid-cols-2 gap-2">
        <Fact
          icon={<CalendarClock aria-hidden="true" className={icon} />}
          label={t('detail.deliveryTime')}
          value={t('detail.deliveryDays', { count: gig.delivery_time_days })}
        />
        <Fact
          icon={<GraduationCap aria-hidden="true" className={icon} />}
          label={t('detail.experienceLevel')}
          value={term('experienceLevels', gig.experience_level)}
        />
        <Fact
          icon={<Users aria-hidden="true" className={icon} />}
          label={t('detail.applications')}
          value={formatNumber(gig.applications_count)}
        />
        <Fact
          icon={<MapPin aria-hidden="true" className={icon} />}
          label={t('detail.location')}
          value={[term('locationTypes', gig.location_type), gig.city].filter(Boolean).join(' · ')}
        />
      </dl>

      <section aria-labelledby={`${headingId}-description`}>
        <h4 id={`${headingId}-description`} className="text-sm font-semibold text-slate-900">
          {t('detail.description')}
        </h4>
        <p className="mt-1 text-sm whitespace-pre-line user-text text-slate-700">{gig.description}</p>
      </section>

      {gig.skills_required.length > 0 ? (
        <section aria-labelledby={`${headingId}-skills`}>
          <h4 id={`${headingId}-skills`} className="text-sm font-semibold text-slate-900">
            {t('detail.skills')}
          </h4>
          <SkillList skills={gig.skills_required} max={Number.POSITIVE_INFINITY} className="mt-2" />
        </section>
      ) : null}

      <section aria-labelledby={`${headingId}-work`}>
        <h4 id={`${headingId}-work`} className="text-sm font-semibold text-slate-900">
          {t('detail.recentWork')}
        </h4>
        {recentWork.length > 0 ? (
          <ul className="mt-2 flex flex-col gap-2">
            {recentWork.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2"
              >
                <span className="min-w-0">
                  <span className="block text-sm font-medium user-text text-slate-900">{item.title}</span>
                  <span className="block text-xs text-slate-600">
                    {termOrValue('categories', item.category)}
                  </span>
                </span>
                {/* A client's review only (none exist yet); never the worker's own rating. */}
                {item.client_rating !== null ? <StarRating value={item.client_rating} /> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{t('detail.noRecentWork')}</p>
        )}
      </section>

      <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white px-4 py-4 sm:-mx-6 sm:px-6">
        <GigApplyAction gig={gig} signedIn={signedIn} onApply={onApply} onManage={onManage} />
      </div>
    </div>
  );
}
