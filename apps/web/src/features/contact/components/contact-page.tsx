import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../app/document-title';

export function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <>
      <DocumentTitle title={t('title')} />
      <h1 className="p-8 text-3xl font-bold">{t('title')}</h1>
    </>
  );
}
