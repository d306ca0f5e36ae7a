import { formatCalendarDate } from '@hirehand/shared/locale/date-time';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { APP_LOCALE } from '@/lib/format';
import { useHelpArticle } from '../api/help-articles';
import { ContactSupportBox } from './contact-support-box';
import { HelpMarkdown, helpLinkClass } from './help-markdown';

/** One help article: its Markdown, rendered without raw HTML, then the way to support. */
export function HelpArticle({ slug }: { slug: string }) {
  const { t } = useTranslation('help');
  const article = useHelpArticle(slug);
  const notFound = article.error instanceof ApiError && article.error.status === 404;

  return (
    <div className="mx-auto max-w-3xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14 lg:pb-24">
      <nav aria-label={t('article.breadcrumb')}>
        <Link to="/help" className={helpLinkClass}>
          ← {t('article.back')}
        </Link>
      </nav>

      {article.isPending ? (
        <p className="mt-8 text-slate-600">{t('article.loading')}</p>
      ) : notFound ? (
        <>
          <DocumentTitle title={t('article.notFoundHeading')} />
          <h1 className="mt-6 text-3xl font-bold text-slate-900">{t('article.notFoundHeading')}</h1>
          <p className="mt-4 text-slate-700">{t('article.notFound')}</p>
        </>
      ) : article.isError ? (
        <div className="mt-8">
          <p role="alert" className="text-red-700">
            {t('article.failed')}
          </p>
          <Button variant="secondary" className="mt-4" onClick={() => void article.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <article className="mt-6">
          <DocumentTitle title={article.data.title} />
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">
            {t(`categories.${article.data.category}`)}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {article.data.title}
          </h1>
          <p className="mt-3 text-sm text-slate-600">
            <time dateTime={article.data.updated}>
              {t('article.updated', {
                date: formatCalendarDate(article.data.updated, { locale: APP_LOCALE }),
              })}
            </time>
          </p>
          <p className="mt-6 text-lg text-slate-700">{article.data.summary}</p>
          <div className="mt-2">
            <HelpMarkdown>{article.data.body}</HelpMarkdown>
          </div>
        </article>
      )}

      <ContactSupportBox />
    </div>
  );
}
