import type { JobListingDto } from '@hirehand/shared/jobs/jobs';
import { CircleAlert, Gem, RotateCw, SearchX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { exclusiveThreshold, JobCard } from './job-card';

/** What every job card on the board is handed: the same actions in the list and in its sections. */
interface JobCardActions {
  isOwn(job: JobListingDto): boolean;
  /** The job's whole record (its description, schedule, openings) in the job detail. */
  onOpenDetails?(job: JobListingDto): void;
  onApply(job: JobListingDto): void;
  onPortfolio(employerId: string): void;
  /** The pointer or focus is on a Portfolio button: load its dialog ahead. */
  onPortfolioIntent?(): void;
  onMessage?(job: JobListingDto): void;
}

interface JobResultsProps extends JobCardActions {
  jobs: JobListingDto[];
  status: 'pending' | 'error' | 'success';
  /** Failed with nothing to show (a failed next page keeps the jobs already listed). */
  failed: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  nextPageFailed: boolean;
  onRetry(): void;
  onLoadMore(): void;
}

/** Job cards in the board's grid (one column, two from md, three from xl). */
function JobCardGrid({ jobs, actions }: { jobs: JobListingDto[]; actions: JobCardActions }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {jobs.map((job) => (
        <li key={job.id} className="min-w-0">
          <JobCard
            job={job}
            isOwn={actions.isOwn(job)}
            onApply={actions.onApply}
            onPortfolio={actions.onPortfolio}
            onPortfolioIntent={actions.onPortfolioIntent}
            onMessage={actions.onMessage}
            onOpenDetails={actions.onOpenDetails}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * "Exclusive for Premium members": the first few exclusive jobs matching the board's filters,
 * above the list, as ordinary cards. The same jobs may be listed again below (as promoted
 * listings are on other boards): the list keeps its own order and count.
 */
export function ExclusiveJobsSection({
  jobs,
  busy,
  ...actions
}: JobCardActions & { jobs: JobListingDto[]; busy: boolean }) {
  const { t } = useTranslation('jobs');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy}
      data-testid="exclusive-jobs"
      className={cn(
        'rounded-2xl border border-violet-200 bg-violet-50/60 p-4 transition-opacity sm:p-5',
        busy && 'opacity-60',
      )}
    >
      <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-violet-950">
        <Gem aria-hidden="true" className="size-5 shrink-0 text-violet-700" />
        {t('exclusive.sectionTitle')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {t('exclusive.sectionNote', { amount: exclusiveThreshold() })}
      </p>
      <div className="mt-4">
        <JobCardGrid jobs={jobs} actions={actions} />
      </div>
    </section>
  );
}

function CardSkeleton() {
  return (
    <Card as="li" className="p-5 shadow-none">
      <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      <div className="mt-2 h-4 w-1/3 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      <div className="mt-5 grid grid-cols-2 gap-2">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="h-4 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
        ))}
      </div>
      <div className="mt-5 flex gap-2">
        <div className="h-5 w-16 animate-pulse rounded-full bg-slate-100 motion-reduce:animate-none" />
        <div className="h-5 w-20 animate-pulse rounded-full bg-slate-100 motion-reduce:animate-none" />
      </div>
      <div className="mt-6 h-8 w-full animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none" />
    </Card>
  );
}

/** The list view: skeletons, the error with Retry, the empty text, the cards and Load More. */
export function JobResults(props: JobResultsProps) {
  const { t } = useTranslation('jobs');
  const { jobs, status } = props;

  if (status === 'pending') {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('list.loading')}
        </p>
        <ul aria-hidden="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <CardSkeleton key={index} />
          ))}
        </ul>
      </div>
    );
  }

  if (props.failed) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
      >
        <CircleAlert aria-hidden="true" className="size-8 text-red-700" />
        <p className="mt-3 font-semibold text-red-950">{t('list.error')}</p>
        <Button variant="secondary" className="mt-5" onClick={props.onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('list.retry')}
        </Button>
      </div>
    );
  }

  if (jobs.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-white text-slate-600 shadow-sm ring-1 ring-slate-200">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-5 text-lg font-semibold text-slate-900">{t('list.empty')}</p>
      </div>
    );
  }

  return (
    <>
      <JobCardGrid jobs={jobs} actions={props} />
      {props.nextPageFailed ? (
        <p role="alert" className="mt-6 text-center text-sm text-red-800">
          {t('list.error')}
        </p>
      ) : null}
      {props.hasNextPage ? (
        <div className="mt-8 flex justify-center">
          <Button
            variant="secondary"
            size="lg"
            onClick={props.onLoadMore}
            disabled={props.isFetchingNextPage}
            className="w-full sm:w-auto"
          >
            {props.isFetchingNextPage ? (
              <>
                <Spinner />
                {t('list.loadingMore')}
              </>
            ) : (
              t('list.loadMore')
            )}
          </Button>
        </div>
      ) : null}
    </>
  );
}
