import type { GigListItemDto } from '@hirehand/shared/gigs/gig-dto';
import type { TFunction } from 'i18next';
import { formatMoney } from '@/lib/format';

type Priced = Pick<
  GigListItemDto,
  'pricing_type' | 'hourly_rate' | 'fixed_price' | 'price_range_min' | 'price_range_max'
>;

/** The gig's price in CAD (en-CA): "$45/hr", "$500 fixed", "$50 – $200", or "Negotiable". */
export function formatGigPrice(gig: Priced, t: TFunction<'marketplace'>): string {
  if (gig.pricing_type === 'hourly' && gig.hourly_rate !== null) {
    return t('pricing.hourly', { amount: formatMoney(gig.hourly_rate) });
  }
  if (gig.pricing_type === 'fixed' && gig.fixed_price !== null) {
    return t('pricing.fixed', { amount: formatMoney(gig.fixed_price) });
  }
  const min = gig.price_range_min;
  const max = gig.price_range_max;
  if (gig.pricing_type === 'negotiable' && min !== null && max !== null) {
    return min === max
      ? formatMoney(min)
      : t('pricing.range', { min: formatMoney(min), max: formatMoney(max) });
  }
  if (gig.pricing_type === 'negotiable' && min !== null)
    return t('pricing.from', { amount: formatMoney(min) });
  if (gig.pricing_type === 'negotiable' && max !== null)
    return t('pricing.upTo', { amount: formatMoney(max) });
  return t('pricing.negotiable');
}
