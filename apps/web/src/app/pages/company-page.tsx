import { type ComponentType, lazy, Suspense } from 'react';
import { useParams } from 'react-router';

/**
 * The page's parts, loaded when it first renders: the companies feature's profile and the jobs
 * feature's list (company-open-jobs.tsx). Not imported statically: the page loader lists a page
 * module's static imports in the landing page's entry (its preload map), and the landing page's
 * JavaScript budget has no room for them.
 */
const CompanyPageBody = lazy(async () => {
  const [profile, jobs] = await Promise.all([
    import('@/features/companies/components/public-company'),
    import('./company-open-jobs'),
  ]);
  const Body: ComponentType<{ companyId: string }> = ({ companyId }) => (
    <profile.PublicCompany companyId={companyId} openJobs={jobs.CompanyOpenJobs} />
  );
  return { default: Body };
});

/** A company's public page with its open jobs: the companies feature's profile, the jobs feature's list. */
export function CompanyPage({ companyId }: { companyId: string }) {
  return (
    <Suspense fallback={null}>
      <CompanyPageBody companyId={companyId} />
    </Suspense>
  );
}

/** `/companies/:id` (page table entry); the key gives each company a fresh page. */
export function CompanyRoute() {
  const { id = '' } = useParams();
  return <CompanyPage key={id} companyId={id} />;
}
