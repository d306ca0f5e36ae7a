import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  const { t } = useTranslation('not-found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <DocumentTitle title={t('title')} />
      <SearchX aria-hidden="true" className="size-12 text-slate-500" />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('heading')}</h1>
      <p className="mt-3 text-slate-700">{t('body')}</p>
      <div className="mt-8 flex gap-3">
        <Button asChild>
          <Link to="/">{t('home')}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/contact">{t('contact')}</Link>
        </Button>
      </div>
    </section>
  );
}
