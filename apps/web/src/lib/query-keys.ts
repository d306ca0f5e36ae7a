import type { JobListingDto } from '@hirehand/shared/jobs/jobs';
import type { QueryClient } from '@tanstack/react-query';

/*
 * The roots of the query keys that more than one feature reads or refreshes: a feature that changes
 * data invalidates another's lists by these, without importing it. Keys under a root stay with
 * the feature that owns them.
 */

/** Every query the dashboard shows starts with this key. */
export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;
/** Every notifications query starts with this; invalidate it after anything that may notify. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
/** Every job query (board, map): invalidate it after posting, editing or closing a job. */
export const JOBS_QUERY_KEY = ['jobs'] as const;
/** Every gig query (marketplace lists, gig details). */
export const GIGS_QUERY_KEY = ['gigs'] as const;
/** Every work-experience query. */
export const EXPERIENCE_QUERY_KEY = ['experience'] as const;
/** The caller's job alerts (GET /api/job-alerts): the board's 'Save this search' refreshes Settings' list. */
export const JOB_ALERTS_QUERY_KEY = ['job-alerts'] as const;
/** Every plan, subscription and billing query: invalidate it after a plan changes. */
export const MEMBERSHIP_QUERY_KEY = ['membership'] as const;

/**
 * After any change to postings or applications: the dashboard and the bell, and the public
 * lists a posting's status or fields show in (job board and map under 'jobs', marketplace and
 * gig details under 'gigs').
 */
export function invalidateAfterChange(queryClient: QueryClient) {
  return Promise.all(
    [DASHBOARD_QUERY_KEY, NOTIFICATIONS_QUERY_KEY, JOBS_QUERY_KEY, GIGS_QUERY_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * Marks a posting applied in every loaded job board page at once (the card turns to "Applied"
 * while the refetch that confirms it runs). The board's pages live under ['jobs', 'search'].
 */
export function markJobApplied(queryClient: QueryClient, postingId: string) {
  queryClient.setQueriesData<{ pages: { jobs: JobListingDto[] }[]; pageParams: unknown[] }>(
    { queryKey: [...JOBS_QUERY_KEY, 'search'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          jobs: page.jobs.map((job) => (job.id === postingId ? { ...job, applied: true } : job)),
        })),
      },
  );
}

/** The signed-in person's support requests (the help centre's list); the support chat adds to them. */
export const SUPPORT_TICKETS_QUERY_KEY = ['support-tickets'] as const;

/**
 * The signed-in person's saved jobs (GET /api/jobs/saved), shown by the dashboard's Saved jobs
 * list and read by every Save toggle: refresh it after saving or removing a job anywhere.
 */
export const SAVED_JOBS_QUERY_KEY = [...DASHBOARD_QUERY_KEY, 'saved-jobs'] as const;

/**
 * The companies the signed-in person owns or belongs to (GET /api/business/companies), the
 * dashboard's "act as" list: refresh it when a company's profile (its name, its logo) changes.
 */
export const MY_COMPANIES_QUERY_KEY = [...DASHBOARD_QUERY_KEY, 'companies'] as const;
