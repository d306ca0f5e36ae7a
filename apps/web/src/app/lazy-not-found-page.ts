import { lazy } from 'react';
import { loadNamespaces } from './i18n/i18n';

/**
 * The not-found page, fetched when an address matches no page (or a staff page refuses): no
 * prerendered page shows it, so the landing page's first load carries neither it nor its texts.
 */
export const NotFoundPage = lazy(async () => {
  const [module] = await Promise.all([import('./not-found-page'), loadNamespaces(['not-found'])]);
  return { default: module.NotFoundPage };
});
