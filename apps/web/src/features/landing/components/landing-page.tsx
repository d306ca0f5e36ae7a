import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../app/document-title';

export function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <>
      <DocumentTitle title={t('title')} />
      <h1 className="p-8 text-3xl font-bold">{t('title')}</h1>
    </>
  );
}
