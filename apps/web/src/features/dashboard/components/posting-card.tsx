import type { MyPostingDto } from '@hirehand/shared/gigs/gig-dto';
import {
  ChevronDown,
  CreditCard,
  ExternalLink,
  Eye,
  MapPin,
  Pause,
  Pencil,
  Play,
  Users,
  XCircle,
} from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormOutcome } from '@/components/ui/form-outcome';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { postingModal, useAppModals } from '@/lib/modals/app-modals-context';
import { useReader } from '@/lib/session/use-reader';
import { useTerms } from '@/lib/terms/use-terms';
import { useChangePostingStatus } from '../api/change-posting-status';
import { useActing } from '../hooks/use-acting-as';
import { type PostingStatusAction, postingStatusActions, STATUS_OF_ACTION } from '../lib/available-actions';
import { errorText } from '../lib/error-text';
import { EditPostingDialog } from './edit-posting-dialog';
import { PostingApplications } from './posting-applications';
import { PostingStatusBadge } from './status-badge';

const ACTION_ICONS = { pause: Pause, close: XCircle, reopen: Play } as const;
const COUNT_KEYS = ['pending', 'shortlisted', 'accepted', 'declined'] as const;

/** The price as the poster set it: salary text for jobs, else the gig's pricing. */
function usePriceText(posting: MyPostingDto): string {
  const { t } = useTranslation('dashboard');
  if (posting.mode === 'job' && posting.salary) return posting.salary;
  if (posting.pricing_type === 'hourly' && posting.hourly_rate !== null)
    return t('price.hourly', { amount: formatMoney(posting.hourly_rate) });
  if (posting.pricing_type === 'fixed' && posting.fixed_price !== null)
    return t('price.fixed', { amount: formatMoney(posting.fixed_price) });
  if (posting.price_range_min !== null && posting.price_range_max !== null)
    return t('price.range', {
      min: formatMoney(posting.price_range_min),
      max: formatMoney(posting.price_range_max),
    });
  return posting.salary || t('price.negotiable');
}

/** One of the caller's postings: status, openings, counts, views, and what the poster can do with it. */
export function PostingCard({ posting }: { posting: MyPostingDto }) {
  const { t } = useTranslation('dashboard');
  const reader = useReader();
  const { term } = useTerms();
  const headingId = useId();
  const panelId = useId();
  const changeStatus = useChangePostingStatus();
  const { openModal } = useAppModals();
  // Acting for a company, only what the member's permissions allow (the server refuses the rest).
  const acting = useActing();
  const [editing, setEditing] = useState(false);
  const [showApplications, setShowApplications] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  // Pay-Per-Post: a job waiting for its payment, or expired, is paid for (again) at checkout.
  const payable =
    acting.canPay &&
    posting.mode === 'job' &&
    (posting.status === 'pending_payment' || posting.status === 'expired');
  const pay = () => {
    setPaying(true);
    setError(null);
    void import('@/lib/membership/checkout')
      .then((checkout) => checkout.goToCheckout({ postingId: posting.id }))
      .catch((failure: unknown) => {
        setPaying(false);
        setError(errorText(failure, t('posting.payFailed')));
      });
  };
  const price = usePriceText(posting);
  const counts = posting.application_counts;
  const total = COUNT_KEYS.reduce((sum, key) => sum + counts[key], 0);
  const actions = acting.canPost ? postingStatusActions(posting) : [];
  const allFilled = posting.hired_count >= posting.openings;

  const run = (action: PostingStatusAction) => {
    setError(null);
    changeStatus.mutate(
      { id: posting.id, status: STATUS_OF_ACTION[action] },
      {
        onSuccess: () => toast(t(`postingActions.${action}Done`, { title: posting.title }), 'success'),
        onError: (err) => setError(errorText(err, t('actionFailed'))),
      },
    );
  };

  return (
    <Card as="article" aria-labelledby={headingId} className="p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold user-text text-slate-900">
            {posting.title}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{price}</span>
            {posting.company ? <span>{posting.company}</span> : null}
            {posting.city ? (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4 text-slate-500" />
                {posting.city}
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-1.5">
          <Badge tone="neutral">{term('postingModes', posting.mode)}</Badge>
          <PostingStatusBadge status={posting.status} />
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">{t('posting.hired')}</dt>
          <dd className="font-semibold text-slate-900">
            {t('posting.hiredOfOpenings', {
              hired: formatNumber(posting.hired_count),
              openings: formatNumber(posting.openings),
            })}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('posting.views')}</dt>
          <dd className="inline-flex items-center gap-1 font-semibold text-slate-900">
            <Eye aria-hidden="true" className="size-4 text-slate-500" />
            {formatNumber(posting.views)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('posting.created')}</dt>
          <dd className="font-semibold text-slate-900">
            <time dateTime={posting.created_at}>{formatDate(posting.created_at, reader)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('posting.applications')}</dt>
          <dd className="font-semibold text-slate-900">{formatNumber(total)}</dd>
        </div>
      </dl>

      <ul aria-label={t('posting.countsLabel')} className="mt-3 flex flex-wrap gap-1.5">
        {COUNT_KEYS.map((key) => (
          <li key={key}>
            <Badge tone={key === 'pending' && counts.pending > 0 ? 'brand' : 'neutral'}>
              {t(`posting.count.${key}`, { n: formatNumber(counts[key]) })}
            </Badge>
          </li>
        ))}
      </ul>

      {allFilled && posting.status !== 'open' ? (
        <p className="mt-3 text-sm text-slate-700">{t('posting.allFilledHint')}</p>
      ) : null}

      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={headingId}
          onClick={() => openModal(postingModal(posting))}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t(`postingActions.view.${posting.mode}`)}
        </Button>
        {acting.canPost ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('postingActions.edit')}
          </Button>
        ) : null}
        {payable ? (
          <Button size="sm" disabled={paying} aria-busy={paying} aria-describedby={headingId} onClick={pay}>
            <CreditCard aria-hidden="true" className="size-4" />
            {posting.status === 'expired' ? t('postingActions.renew') : t('postingActions.pay')}
          </Button>
        ) : null}
        {actions.map((action) => {
          const Icon = ACTION_ICONS[action];
          return (
            <Button
              key={action}
              variant="secondary"
              size="sm"
              disabled={changeStatus.isPending}
              onClick={() => run(action)}
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(`postingActions.${action}`)}
            </Button>
          );
        })}
        {acting.canManageApplications ? (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showApplications}
            aria-controls={panelId}
            onClick={() => setShowApplications((open) => !open)}
            className="sm:ml-auto"
          >
            <Users aria-hidden="true" className="size-4" />
            {showApplications ? t('posting.hideApplications') : t('posting.viewApplications')}
            <ChevronDown
              aria-hidden="true"
              className={cn(
                'size-4 transition-transform motion-reduce:transition-none',
                showApplications && 'rotate-180',
              )}
            />
          </Button>
        ) : null}
      </div>
      <FormOutcome look="inline" outcome={error ? { kind: 'error', message: error } : null} />

      <div id={panelId} hidden={!showApplications}>
        {showApplications && acting.canManageApplications ? (
          <PostingApplications postingId={posting.id} title={posting.title} />
        ) : null}
      </div>

      {editing ? <EditPostingDialog posting={posting} open onOpenChange={setEditing} /> : null}
    </Card>
  );
}
