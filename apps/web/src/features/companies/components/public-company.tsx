import type { PublicCompanyDto } from '@hirehand/shared/business/company';
import { BriefcaseBusiness, Building2, CalendarDays, Globe, MapPin, RotateCw, Users } from 'lucide-react';
import { type ComponentType, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { Button, focusRing } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate, formatNumber } from '@/lib/format';
import { useReader } from '@/lib/session/use-reader';
import { usePublicCompany } from '../api/public-company';
import { CompanyLogo } from './company-logo';

/** What the page's open-jobs part is handed (the jobs feature's list, composed by app/). */
export interface CompanyJobsProps {
  companyId: string;
  /** Shown instead of the list when the company has no open job. */
  empty: ReactNode;
}

/** Only http(s) addresses become links (the profile's schema allows no other). */
const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? url : undefined);

const linkClass = cn('rounded font-medium text-blue-800 underline underline-offset-2', focusRing);

/**
 * A company's public page, for anyone (`/companies/{id}`, composed in app/pages/company-page.tsx):
 * its profile (logo or initial, name, about, city, website, size, member since) and its open jobs,
 * which `openJobs` lists from the job board's own search. An unknown company is a not-found page,
 * never sample data. Not named *-page.tsx: the page table's loader globs those into the landing bundle.
 */
export function PublicCompany({
  companyId,
  openJobs: OpenJobs,
}: {
  companyId: string;
  openJobs: ComponentType<CompanyJobsProps>;
}) {
  const { t } = useTranslation('companies');
  const company = usePublicCompany(companyId);
  const notFound = company.error instanceof ApiError && company.error.status === 404;

  let body: ReactNode;
  if (company.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Spinner className="size-4" />
        {t('page.loading')}
      </p>
    );
  } else if (notFound) {
    body = (
      <section className="flex flex-col items-center py-12 text-center" data-testid="company-not-found">
        <DocumentTitle title={t('page.notFoundTitle')} />
        <Building2 aria-hidden="true" className="size-12 text-slate-500" />
        <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('page.notFoundTitle')}</h1>
        <p className="mt-3 max-w-xl text-slate-700">{t('page.notFound')}</p>
        <Button asChild className="mt-8">
          <Link to="/#jobs">{t('page.browseJobs')}</Link>
        </Button>
      </section>
    );
  } else if (company.isError) {
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
        <p className="font-semibold text-red-950">{t('page.failed')}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void company.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('page.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <DocumentTitle title={company.data.name} />
        <CompanyHeader company={company.data} />
        <CompanyJobsSection company={company.data} openJobs={OpenJobs} />
      </>
    );
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 pt-8 pb-16 sm:px-6 sm:pt-12 lg:px-8">
      {body}
    </div>
  );
}

/** The company's profile: who they are, where, how big, since when, and how many open jobs. */
function CompanyHeader({ company }: { company: PublicCompanyDto }) {
  const { t } = useTranslation('companies');
  const reader = useReader();
  const headingId = useId();
  const website = company.website && safeHref(company.website);
  const facts: { key: string; icon: typeof MapPin; label: string; value: ReactNode }[] = [];
  if (company.city) facts.push({ key: 'city', icon: MapPin, label: t('city'), value: company.city });
  if (company.size)
    facts.push({ key: 'size', icon: Users, label: t('size'), value: t('sizeValue', { size: company.size }) });
  if (company.website && website) {
    facts.push({
      key: 'website',
      icon: Globe,
      label: t('website'),
      value: (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className={cn(linkClass, 'break-all')}
        >
          {company.website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
          <span className="sr-only"> {t('page.opensInNewTab')}</span>
        </a>
      ),
    });
  }
  return (
    <Card as="section" aria-labelledby={headingId} className="p-5 sm:p-8" data-testid="company-header">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <CompanyLogo
          name={company.name}
          logoUrl={company.logo_url}
          alt={t('logoAlt', { name: company.name })}
        />
        <div className="min-w-0 flex-1">
          <h1
            id={headingId}
            className="text-2xl font-bold tracking-tight text-slate-900 user-text sm:text-3xl"
          >
            {company.name}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-blue-700" />
              {t('page.memberSince', { date: formatDate(company.created_at, reader) })}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <BriefcaseBusiness aria-hidden="true" className="size-4 shrink-0 text-blue-700" />
              {t('page.openJobsCount', {
                count: company.open_jobs_count,
                formatted: formatNumber(company.open_jobs_count),
              })}
            </span>
          </p>
          {company.about ? (
            <p className="mt-4 max-w-3xl whitespace-pre-line text-slate-800 user-text">{company.about}</p>
          ) : null}
          {facts.length > 0 ? (
            <dl
              aria-label={t('page.facts', { name: company.name })}
              className="mt-5 grid gap-3 sm:grid-cols-3"
            >
              {facts.map(({ key, icon: Icon, label, value }) => (
                <div key={key} className="min-w-0">
                  <dt className="flex items-center gap-2 text-xs text-slate-600">
                    <Icon aria-hidden="true" className="size-4 shrink-0 text-blue-700" />
                    {label}
                  </dt>
                  <dd className="mt-0.5 pl-6 text-sm text-slate-900 user-text">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

/** "Open jobs at …": the list handed in, or the empty state when the company has none open. */
function CompanyJobsSection({
  company,
  openJobs: OpenJobs,
}: {
  company: PublicCompanyDto;
  openJobs: ComponentType<CompanyJobsProps>;
}) {
  const { t } = useTranslation('companies');
  const headingId = useId();
  const empty = (
    <div
      data-testid="company-no-jobs"
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-white text-slate-600 shadow-sm ring-1 ring-slate-200">
        <BriefcaseBusiness aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-5 text-lg font-semibold text-slate-900">{t('page.noOpenJobs')}</p>
      <p className="mt-1 max-w-md text-sm text-slate-700 user-text">
        {t('page.noOpenJobsHint', { name: company.name })}
      </p>
      <Link to="/#jobs" className={cn(linkClass, 'mt-4 text-sm')}>
        {t('page.browseJobs')}
      </Link>
    </div>
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900 user-text">
        {t('page.jobsHeading', { name: company.name })}
      </h2>
      <OpenJobs companyId={company.id} empty={empty} />
    </section>
  );
}
