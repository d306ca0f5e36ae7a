import { type MouseEvent, useEffect } from 'react';
import { useAppModals } from '@/lib/modals/app-modals-context';
import { getSession } from '@/lib/session/session';
import { POST_JOB_LINK } from '../lib/pricing-plans';

/**
 * "Post a Job" on the landing page: a link to `/?post=job` (so a click works before the app has
 * taken over), which the app turns into the wizard in job mode. A visitor signs in first: the
 * address becomes the link, and signing in reloads it, which opens the wizard.
 */
export function usePostJob(): (event?: MouseEvent) => void {
  const { openModal } = useAppModals();
  return (event) => {
    event?.preventDefault();
    if (getSession()) return openModal({ kind: 'create-gig', mode: 'job' });
    history.replaceState(history.state, '', POST_JOB_LINK + location.hash);
    openModal({ kind: 'auth', mode: 'register' });
  };
}

/** Opens what `/?post=job` asks for once the landing page is up; signed in, the link then leaves the address. */
export function usePostJobLink() {
  const postJob = usePostJob();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address the page loaded with
  useEffect(() => {
    if (location.search !== POST_JOB_LINK.slice(1)) return;
    if (getSession()) history.replaceState(history.state, '', location.pathname + location.hash);
    postJob();
  }, []);
}
