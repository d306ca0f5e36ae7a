import { GIG_CATEGORIES, GIG_TYPES, type GigCategory, type GigType } from '@hirehand/shared/gigs/gig-enums';
import { Filter } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { useTerms } from '@/lib/terms/use-terms';
import type { GigListFilters } from '../../api/list-gigs';

const ALL = 'all';

interface GigFiltersProps {
  search: string;
  onSearchChange(search: string): void;
  /** Apply Filters (or Enter in the search box): the server query with the set filters. */
  onApply(filters: GigListFilters): void;
}

/** Search, type and category. The type and category take effect on Apply Filters; the search text filters at once. */
export function GigFilters({ search, onSearchChange, onApply }: GigFiltersProps) {
  const { t } = useTranslation('marketplace');
  const { term } = useTerms();
  const [gigType, setGigType] = useState<string>(ALL);
  const [category, setCategory] = useState<string>(ALL);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({
      search: search.trim() || undefined,
      gig_type: gigType === ALL ? undefined : (gigType as GigType),
      category: category === ALL ? undefined : (category as GigCategory),
    });
  };

  const typeOptions = [
    { value: ALL, label: t('filters.allTypes') },
    ...GIG_TYPES.map((type) => ({ value: type, label: term('gigTypes', type) })),
  ];
  const categoryOptions = [
    { value: ALL, label: t('filters.allCategories') },
    ...GIG_CATEGORIES.map((value) => ({ value, label: term('categories', value) })),
  ];

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
        <Button type="submit" className="col-span-2 lg:col-span-1">
          <Filter aria-hidden="true" className="size-4" />
          {t('filters.apply')}
        </Button>
      </form>
    </search>
  );
}
