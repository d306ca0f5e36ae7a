import type { HelpCategory } from '@hirehand/shared/help/help';
import { HELP_LIMITS } from '@hirehand/shared/help/help-limits';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { useHelpSearch } from '../api/search-help';
import { helpLinkClass } from './help-markdown';

/** The help centre's search: the question lives in the address (?q=), so Back returns to the results. */
export function HelpSearch() {
  const { t } = useTranslation('help');
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [draft, setDraft] = useState(query);
  const search = useHelpSearch(query);
  // Back and Forward change the address's question: the box shows it.
  useEffect(() => setDraft(query), [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = draft.trim();
    setParams(q ? { q } : {}, { replace: Boolean(query) });
  };

  return (
    <div>
      <search>
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row">
          <SearchInput
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={draft}
            maxLength={HELP_LIMITS.query}
            onChange={(event) => setDraft(event.target.value)}
            className="flex-1"
          />
          <Button type="submit">{t('search.submit')}</Button>
        </form>
      </search>

      {query.trim() ? (
        <section aria-labelledby="help-results" aria-busy={search.isFetching} className="mt-8">
          <h2 id="help-results" className="text-xl font-bold text-slate-900">
            {t('search.resultsHeading', { query: query.trim() })}
          </h2>
          {search.isPending ? (
            <p className="mt-4 text-slate-600">{t('search.searching')}</p>
          ) : search.isError ? (
            <p role="alert" className="mt-4 text-red-700">
              {t('search.failed')}
            </p>
          ) : search.data.results.length === 0 ? (
            <p className="mt-4 text-slate-700">{t('search.noResults', { query: query.trim() })}</p>
          ) : (
            <ol className="mt-4 space-y-4">
              {search.data.results.map((result) => (
                <li key={result.slug} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                  <p className="text-xs font-semibold tracking-wide text-blue-700 uppercase">
                    {t(`categories.${result.category as HelpCategory}`)}
                  </p>
                  <h3 className="mt-1 text-lg font-semibold">
                    <Link to={`/help/${result.slug}`} className={helpLinkClass}>
                      {result.title}
                    </Link>
                  </h3>
                  <p className="mt-2 text-slate-700">{result.excerpt}</p>
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : null}
    </div>
  );
}
