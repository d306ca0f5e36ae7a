import { GIG_RADII_KM, type GigSort } from '@hirehand/shared/gigs/gig-dto';
import { GIG_CATEGORIES, GIG_TYPES, type GigCategory, type GigType } from '@hirehand/shared/gigs/gig-enums';
import { Filter, LocateFixed } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { requestPosition, useGeolocation } from '@/lib/geolocation-store';
import { useTerms } from '@/lib/terms/use-terms';
import type { GigListFilters } from '../../api/list-gigs';

const ALL = 'all';

interface GigFiltersProps {
  search: string;
  onSearchChange(search: string): void;
  /** Apply Filters (or Enter in the search box): the server query with the set filters. */
  onApply(filters: GigListFilters): void;
}

/**
 * Search, type, category and place: near a city (or the device's position), within a distance,
 * newest or nearest first. Everything but the search text takes effect on Apply Filters; the
 * search text filters at once.
 */
export function GigFilters({ search, onSearchChange, onApply }: GigFiltersProps) {
  const { t } = useTranslation('marketplace');
  const { term } = useTerms();
  const nearId = useId();
  const geolocation = useGeolocation();
  const [gigType, setGigType] = useState<string>(ALL);
  const [category, setCategory] = useState<string>(ALL);
  const [near, setNear] = useState('');
  const [useMyPosition, setUseMyPosition] = useState(false);
  const [radius, setRadius] = useState<string>(ALL);
  const [sort, setSort] = useState<GigSort>('newest');
  const position = useMyPosition ? geolocation.position : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({
      search: search.trim() || undefined,
      gig_type: gigType === ALL ? undefined : (gigType as GigType),
      category: category === ALL ? undefined : (category as GigCategory),
      near: near.trim() || undefined,
      latitude: !near.trim() && position ? position.latitude : undefined,
      longitude: !near.trim() && position ? position.longitude : undefined,
      radius_km: radius === ALL ? undefined : Number(radius),
      sort,
    });
  };

  const useMine = () => {
    setNear('');
    setUseMyPosition(true);
    requestPosition();
  };

  const typeOptions = [
    { value: ALL, label: t('filters.allTypes') },
    ...GIG_TYPES.map((type) => ({ value: type, label: term('gigTypes', type) })),
  ];
  const categoryOptions = [
    { value: ALL, label: t('filters.allCategories') },
    ...GIG_CATEGORIES.map((value) => ({ value, label: term('categories', value) })),
  ];
  const radiusOptions = [
    { value: ALL, label: t('filters.anyDistance') },
    ...GIG_RADII_KM.map((km) => ({ value: String(km), label: t('filters.within', { count: km }) })),
  ];
  const sortOptions = [
    { value: 'newest', label: t('filters.sortNewest') },
    { value: 'nearest', label: t('filters.sortNearest') },
  ];
  // What "near" means right now, said under the fields (one reference point, on screen).
  const placeNote = near.trim()
    ? null
    : useMyPosition
      ? geolocation.status === 'pending'
        ? t('filters.locating')
        : position
          ? t('filters.nearYou')
          : t('filters.noPosition')
      : t('filters.noPlace');

  return (
    <search aria-label={t('filters.label')}>
      <form
        onSubmit={submit}
        className="grid grid-cols-2 gap-2 lg:grid-cols-[minmax(0,1fr)_11rem_12rem_auto]"
      >
        <SearchInput
          label={t('filters.search')}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={t('filters.searchPlaceholder')}
          maxLength={200}
          className="col-span-2 lg:col-span-1"
        />
        <Select
          aria-label={t('filters.type')}
          value={gigType}
          onValueChange={setGigType}
          options={typeOptions}
        />
        <Select
          aria-label={t('filters.category')}
          value={category}
          onValueChange={setCategory}
          options={categoryOptions}
        />
        <div className="col-span-2 flex min-w-0 gap-2 lg:col-span-1">
          <label htmlFor={nearId} className="sr-only">
            {t('filters.near')}
          </label>
          <Input
            id={nearId}
            value={near}
            onChange={(event) => {
              setNear(event.target.value);
              if (event.target.value.trim()) setUseMyPosition(false);
            }}
            placeholder={t('filters.nearPlaceholder')}
            maxLength={120}
            autoComplete="address-level2"
            className="min-w-0 flex-1"
          />
          <Button
            type="button"
            variant="secondary"
            onClick={useMine}
            aria-pressed={useMyPosition}
            className="shrink-0"
          >
            <LocateFixed aria-hidden="true" className="size-4" />
            {t('filters.myLocation')}
          </Button>
        </div>
        <Select
          aria-label={t('filters.distance')}
          value={radius}
          onValueChange={setRadius}
          options={radiusOptions}
        />
        <Select
          aria-label={t('filters.sort')}
          value={sort}
          onValueChange={(value) => setSort(value as GigSort)}
          options={sortOptions}
        />
        {placeNote ? (
          <p role="status" className="col-span-2 text-xs text-slate-600 lg:col-span-4">
            {placeNote}
          </p>
        ) : null}
        <Button type="submit" className="col-span-2 lg:col-span-1 lg:col-start-4 lg:row-start-1">
          <Filter aria-hidden="true" className="size-4" />
          {t('filters.apply')}
        </Button>
      </form>
    </search>
  );
}
