/**
 * Paths the web client routes itself. The server answers them with the client's
 * index.html (200); any other non-API path gets the same page with a 404 status
 * so the client shows its not-found page.
 */
export const CLIENT_ROUTES = [
  '/',
  '/profile',
  '/membership',
  '/membership-success',
  '/contact',
  '/email-verified',
  '/dashboard',
  '/settings',
  '/privacy',
  '/terms',
  '/accessibility',
] as const;
export type ClientRoute = (typeof CLIENT_ROUTES)[number];

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
