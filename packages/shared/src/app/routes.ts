/**
 * Paths the web client routes itself: the product's pages, as the spec names them. The web's
 * page table (apps/web/src/app/routing/page-table.ts) must list exactly these (its test fails
 * otherwise); the server serves what the built page table lists (dist/pages/pages.json) with the
 * client's page (200), and any other non-API path with the same page and a 404 status, so the
 * client shows its not-found page. A `:name` segment matches any one segment (`/help/:slug`).
 */
export const CLIENT_ROUTES = [
  '/',
  '/profile',
  '/contact',
  '/email-verified',
  '/dashboard',
  '/settings',
  '/privacy',
  '/terms',
  '/accessibility',
  '/staff',
  '/membership',
  '/membership-success',
  '/help',
  '/help/requests',
  '/help/:slug',
  '/unsubscribe',
  '/team/accept',
  '/companies/:id',
] as const;
export type ClientRoute = (typeof CLIENT_ROUTES)[number];

/** A company's public page (its profile and open jobs): where a job's company name links to. */
export const companyPagePath = (companyId: string) => `/companies/${encodeURIComponent(companyId)}`;

/** The query parameter that opens a job's detail on any page: `/?job=<posting id>` (decision 039). */
export const JOB_DEEP_LINK_PARAM = 'job';

/** Anchors on the landing page, in page order. */
export const LANDING_ANCHORS = [
  'ai-chat',
  'how-it-works',
  'professions',
  'work',
  'jobs',
  'post',
  'how',
  'safety',
  'trust',
  'pricing',
] as const;
export type LandingAnchor = (typeof LANDING_ANCHORS)[number];
