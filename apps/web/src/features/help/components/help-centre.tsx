import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { useAppModals } from '@/lib/modals/app-modals-context';
import { useHelpArticles } from '../api/help-articles';
import { ContactSupportBox } from './contact-support-box';
import { helpLinkClass } from './help-markdown';
import { HelpSearch } from './help-search';

/** /help: the search box, then every article under its category. */
export function HelpCentre() {
  const { t } = useTranslation('help');
  const articles = useHelpArticles();
  const { openModal } = useAppModals();

  return (
    <>
      <DocumentTitle title={t('title')} />
      <div className="bg-linear-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pt-12 pb-8 sm:px-6 sm:pt-16">
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {t('heading')}
          </h1>
          <p className="mt-3 text-lg text-slate-700">{t('lead')}</p>
          <div className="mt-8">
            <HelpSearch />
          </div>
          <Button variant="secondary" className="mt-4" onClick={() => openModal({ kind: 'help-assistant' })}>
            <Bot aria-hidden="true" className="size-4" />
            {t('askAssistant')}
          </Button>
        </div>
      </div>

      <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6 lg:pb-24">
        <h2 className="sr-only">{t('browseHeading')}</h2>
        {articles.isPending ? (
          <p className="text-slate-600">{t('loading')}</p>
        ) : articles.isError ? (
          <div>
            <p role="alert" className="text-red-700">
              {t('loadFailed')}
            </p>
            <Button variant="secondary" className="mt-4" onClick={() => void articles.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {articles.data.categories.map((group) => (
              <section
                key={group.category}
                aria-labelledby={`help-category-${group.category}`}
                className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <h3 id={`help-category-${group.category}`} className="text-lg font-semibold text-slate-900">
                  {t(`categories.${group.category}`)}
                </h3>
                <ul className="mt-4 space-y-3">
                  {group.articles.map((article) => (
                    <li key={article.slug}>
                      <Link to={`/help/${article.slug}`} className={helpLinkClass}>
                        {article.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
        <ContactSupportBox />
      </div>
    </>
  );
}
