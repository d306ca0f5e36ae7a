import { JOB_DEEP_LINK_PARAM } from '@hirehand/shared/app/routes';

const POSTING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The job a notification's link opens (`/?job=<posting id>`, a new job match), or null for any other link. */
export function jobIdOfLink(link: string): string | null {
  const url = new URL(link, 'https://hirehand.invalid');
  const id = url.pathname === '/' ? url.searchParams.get(JOB_DEEP_LINK_PARAM) : null;
  return id !== null && POSTING_ID.test(id) ? id : null;
}
