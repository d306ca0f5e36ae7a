import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { config } from '@/config';

/** The crash-recovery screen; left only by reloading or going home, as the app state is not trusted. */
export function CrashScreen() {
  const { t } = useTranslation('crash');
  return (
    <div role="alert" className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <DocumentTitle title={t('title')} />
      <Card className="w-full max-w-lg p-8 text-center shadow-lg">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-100">
          <TriangleAlert aria-hidden="true" className="size-7 text-red-700" />
        </div>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('heading')}</h1>
        <p className="mt-3 text-slate-700">{t('body')}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
          {/* A full navigation, so nothing of the crashed state survives. */}
          <Button variant="secondary" onClick={() => window.location.assign('/')}>
            {t('home')}
          </Button>
        </div>
        <p className="mt-6 text-sm text-slate-600">
          {t('persists')}{' '}
          <a className="font-medium text-blue-700 underline" href={`mailto:${config.supportEmail}`}>
            {config.supportEmail}
          </a>
        </p>
      </Card>
    </div>
  );
}
