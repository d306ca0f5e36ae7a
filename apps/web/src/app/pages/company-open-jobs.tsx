import { lazy, Suspense, useState } from 'react';
import type { CompanyJobsProps } from '@/features/companies/components/public-company';
import { DEFAULT_JOB_FILTERS } from '@/features/jobs/api/job-filters';
import { useJobSearch } from '@/features/jobs/api/jobs-api';
import { JobResults } from '@/features/jobs/components/job-results';
import { useJobActions } from '@/features/jobs/hooks/use-job-actions';

const loadPosterProfileDialog = () => import('@/features/jobs/components/poster-profile-dialog');
const PosterProfileDialog = lazy(async () => ({
  default: (await loadPosterProfileDialog()).PosterProfileDialog,
}));

/**
 * A company's open jobs: the job board's own search narrowed to the company (`company_id`), in
 * the board's cards with their actions (details, Apply Now, Message, Portfolio) and Load More.
 */
export function CompanyOpenJobs({ companyId, empty }: CompanyJobsProps) {
  const search = useJobSearch(DEFAULT_JOB_FILTERS, null, true, { companyId });
  const actions = useJobActions();
  const [posterId, setPosterId] = useState<string | null>(null);
  if (search.status === 'success' && search.jobs.length === 0) return empty;
  return (
    <>
      <JobResults
        jobs={search.jobs}
        status={search.status}
        failed={search.isError && search.jobs.length === 0}
        hasNextPage={search.hasNextPage}
        isFetchingNextPage={search.isFetchingNextPage}
        nextPageFailed={search.isFetchNextPageError}
        onRetry={() => void search.refetch()}
        onLoadMore={() => void search.fetchNextPage()}
        isOwn={actions.isOwn}
        onApply={actions.apply}
        onPortfolio={setPosterId}
        onPortfolioIntent={() => void loadPosterProfileDialog()}
        onMessage={actions.message}
        onOpenDetails={(job) => actions.openPosting({ id: job.id, mode: 'job' })}
      />
      {posterId ? (
        <Suspense fallback={null}>
          <PosterProfileDialog
            open
            userId={posterId}
            onOpenChange={(open) => {
              if (!open) setPosterId(null);
            }}
            onOpenPosting={actions.openPosting}
            onOpenWorkHistory={actions.openWorkHistory}
          />
        </Suspense>
      ) : null}
    </>
  );
}
