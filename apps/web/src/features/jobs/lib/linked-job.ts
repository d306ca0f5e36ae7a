import { JOB_DEEP_LINK_PARAM } from '@hirehand/shared/app/routes';

const POSTING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The job the address links to (a match e-mail's redirect lands on `/?job=<posting id>`), taken
 * out of the address so that going back does not open it again; null when there is none.
 */
export function takeLinkedJobId(): string | null {
  const url = new URL(window.location.href);
  const id = url.searchParams.get(JOB_DEEP_LINK_PARAM);
  if (id === null) return null;
  url.searchParams.delete(JOB_DEEP_LINK_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return POSTING_ID.test(id) ? id : null;
}
