import { lazy } from 'react';

/**
 * The not-found page, fetched when an address matches no page (or a staff page refuses): no
 * prerendered page shows it, so the landing page's first load does not carry it.
 */
export const NotFoundPage = lazy(async () => ({ default: (await import('./not-found-page')).NotFoundPage }));
