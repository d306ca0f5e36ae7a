import { BriefcaseBusiness, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/components/document-title';
import { SignInRequiredPage } from '@/components/sign-in-required-page';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatNumber } from '@/lib/format';
import { useAppModals } from '@/lib/modals/app-modals-context';
import type { Session } from '@/lib/session/session';
import { useSession } from '@/lib/session/use-session';
import { useMyPostings } from '../api/my-postings';
import { ActingContext, useActingAs } from '../hooks/use-acting-as';
import { useDashboardTab } from '../hooks/use-dashboard-tab';
import { type DashboardTab, dashboardTabs } from '../lib/dashboard-tabs';
import { ActingAsSelect } from './acting-as-select';
import { InboxPanel } from './inbox-panel';
import { MyApplicationsPanel } from './my-applications-panel';
import { PostingsPanel } from './postings-panel';
import { SavedJobsPanel } from './saved-jobs-panel';

function TabLabel({ tab, pending }: { tab: DashboardTab; pending: number }) {
  const { t } = useTranslation('dashboard');
  if (tab !== 'inbox' || pending === 0) return t(`tabs.${tab}`);
  return (
    <>
      {t('tabs.inbox')}{' '}
      <span className="ml-1.5 rounded-full bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white">
        <span aria-hidden="true">{formatNumber(pending)}</span>
        <span className="sr-only">{t('tabs.pending', { count: pending })}</span>
      </span>
    </>
  );
}

/** Acting for a company shows its job posts and, with can_manage_applications, their applications. */
function tabsFor(session: Session, acting: ReturnType<typeof useActingAs>['acting']): DashboardTab[] {
  if (!acting.company) return dashboardTabs(session.user.user_type);
  return acting.canManageApplications ? ['postings', 'inbox'] : ['postings'];
}

function Dashboard({ session }: { session: Session }) {
  const { t } = useTranslation('dashboard');
  const { openModal } = useAppModals();
  const [chosenTab, setTab] = useDashboardTab(session.user.user_type);
  const { companies, acting, choose } = useActingAs();
  const companyId = acting.company?.id;
  const postings = useMyPostings(companyId);
  const tabs = tabsFor(session, acting);
  const tab = tabs.includes(chosenTab) ? chosenTab : tabs[0]!;
  const pending = acting.canManageApplications
    ? (postings.data?.postings.reduce((sum, posting) => sum + posting.application_counts.pending, 0) ?? 0)
    : 0;
  const name = session.user.full_name.trim().split(/\s+/)[0] || session.user.email;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <DocumentTitle title={t('title')} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('heading')}</h1>
          <p className="mt-1 text-slate-700">
            {acting.company
              ? t('actingAs.welcomeCompany', { company: acting.company.name })
              : t('welcome', { name })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {acting.company ? null : (
            <Button variant="secondary" onClick={() => openModal({ kind: 'create-gig', mode: 'service' })}>
              <Wrench aria-hidden="true" className="size-4" />
              {t('offerService')}
            </Button>
          )}
          {acting.canPost ? (
            <Button onClick={() => openModal({ kind: 'create-gig', mode: 'job', companyId })}>
              <BriefcaseBusiness aria-hidden="true" className="size-4" />
              {t('postJob')}
            </Button>
          ) : null}
        </div>
      </div>
      {companies.length > 0 ? (
        <div className="mt-6">
          <ActingAsSelect
            name={session.user.full_name || session.user.email}
            companies={companies}
            value={companyId ?? null}
            onChange={choose}
          />
        </div>
      ) : null}
      <ActingContext value={acting}>
        <Tabs value={tab} onValueChange={(value) => setTab(value as DashboardTab)} className="mt-8">
          <TabsList aria-label={t('tabs.label')} className="flex-wrap overflow-visible">
            {tabs.map((item) => (
              <TabsTrigger key={item} value={item}>
                <TabLabel tab={item} pending={pending} />
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="postings">
            <PostingsPanel mode="job" />
          </TabsContent>
          <TabsContent value="gigs">
            <PostingsPanel mode="service" />
          </TabsContent>
          <TabsContent value="inbox">
            <InboxPanel />
          </TabsContent>
          <TabsContent value="applications">
            <MyApplicationsPanel />
          </TabsContent>
          <TabsContent value="saved">
            <SavedJobsPanel />
          </TabsContent>
        </Tabs>
      </ActingContext>
    </div>
  );
}

/** /dashboard: postings, gigs, the applications inbox, one's own applications and saved jobs; signed-out visitors are asked to sign in. */
export function DashboardPage() {
  const session = useSession();
  if (!session) return <SignInRequiredPage page="dashboard" />;
  return <Dashboard session={session} />;
}
