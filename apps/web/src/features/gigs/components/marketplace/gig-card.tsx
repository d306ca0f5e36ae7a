import type { GigListItemDto } from '@hirehand/shared/gigs/gig-dto';
import { Eye, MapPin, Star, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { focusRing } from '@/components/ui/button';
import { ProBadge } from '@/components/ui/pro-badge';
import { UserAvatar } from '@/components/ui/user-avatar';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useTerms } from '@/lib/terms/use-terms';
import { formatGigPrice } from '../../lib/gig-price';
import { SkillList } from './skill-list';

interface GigCardProps {
  gig: GigListItemDto;
  selected: boolean;
  onOpen(gigId: string): void;
}

/**
 * One gig of the grid: title, type, price, 3 skills then "+N more", views,
 * applications and the creator. The title's button opens the detail; its hit area covers the card.
 */
export function GigCard({ gig, selected, onOpen }: GigCardProps) {
  const { t } = useTranslation('marketplace');
  const { term } = useTerms();
  const creator = gig.creator_info;
  const rating = creator.stats.average_rating;
  // Where the work is done: "On-site · Oak Bay, Victoria", "Hybrid · Toronto, ON", "Remote".
  const placeType = term('locationTypes', gig.location_type);
  const place = gig.location.trim() || gig.city?.trim() || '';
  const placeText = !place
    ? placeType
    : gig.location_type === 'remote'
      ? t('card.remoteFrom', { place })
      : t('card.place', { type: placeType, place });
  return (
    <article
      data-testid="gig-card"
      className={cn(
        'relative flex h-full min-w-0 flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm transition-shadow hover:shadow-md',
        selected ? 'border-blue-600 ring-2 ring-blue-600/30' : 'border-slate-200',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-base font-semibold user-text text-slate-900">
          <button
            type="button"
            onClick={() => onOpen(gig.id)}
            aria-current={selected ? 'true' : undefined}
            className={cn(
              'rounded text-left hover:text-blue-800 after:absolute after:inset-0 after:rounded-xl',
              focusRing,
            )}
          >
            {gig.title}
          </button>
        </h3>
        <Badge className="shrink-0">{term('gigTypes', gig.gig_type)}</Badge>
      </div>
      <p className="text-lg font-bold text-slate-900">{formatGigPrice(gig, t)}</p>
      <p className="flex min-w-0 items-start gap-1.5 text-sm text-slate-700" data-testid="gig-place">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span className="sr-only">{t('card.where')} </span>
        <span className="min-w-0 user-text">
          {placeText}
          {gig.distance_km != null ? (
            <span className="text-slate-600">
              {' · '}
              {t('card.distance', { distance: formatNumber(gig.distance_km) })}
            </span>
          ) : null}
        </span>
      </p>
      <p className="line-clamp-2 text-sm text-slate-700">{gig.description}</p>
      <SkillList skills={gig.skills_required} />
      <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1">
          <Eye aria-hidden="true" className="size-3.5" />
          {t('card.views', { count: gig.views, formatted: formatNumber(gig.views) })}
        </span>
        <span className="inline-flex items-center gap-1">
          <Users aria-hidden="true" className="size-3.5" />
          {t('card.applications', { count: gig.applications, formatted: formatNumber(gig.applications) })}
        </span>
      </div>
      <div className="flex min-w-0 items-center gap-3 border-t border-slate-100 pt-3">
        <UserAvatar name={creator.name} picture={creator.profile_picture} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="flex min-w-0 items-center gap-1.5 text-sm font-medium text-slate-900">
            <span className="truncate">
              <span className="sr-only">{t('card.by')} </span>
              {creator.name}
            </span>
            {creator.pro ? <ProBadge /> : null}
          </p>
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
            {rating > 0 ? (
              <span className="inline-flex items-center gap-0.5">
                <Star aria-hidden="true" className="size-3 fill-amber-400 text-amber-500" />
                <span className="sr-only">{t('card.rating', { rating: rating.toFixed(1) })}</span>
                <span aria-hidden="true">{rating.toFixed(1)}</span>
              </span>
            ) : (
              <span>{t('card.noRating')}</span>
            )}
            <span>{t('card.completedOrders', { count: creator.stats.completed_orders })}</span>
          </p>
        </div>
      </div>
    </article>
  );
}
