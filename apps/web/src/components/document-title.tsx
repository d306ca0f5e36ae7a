import { useTranslation } from 'react-i18next';

/** Sets the tab title (React 19 hoists <title> into the head). */
export function DocumentTitle({ title }: { title?: string }) {
  const { t } = useTranslation('common');
  return <title>{title ? t('titleTemplate', { title }) : t('productName')}</title>;
}
