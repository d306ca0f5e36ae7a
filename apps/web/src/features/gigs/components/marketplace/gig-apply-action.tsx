import type { GigDetailDto } from '@hirehand/shared/gigs/gig-dto';
import { LogIn, Send, Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { openAuthModal } from '@/lib/modals/open-auth-modal';
import { useTerms } from '@/lib/terms/use-terms';

type ApplyState = Pick<
  GigDetailDto,
  'can_apply' | 'is_owner' | 'can_manage' | 'my_application' | 'mode' | 'company_id' | 'status'
>;

/**
 * Where a posting is managed: the dashboard's gigs or job posts, acting for the posting's company
 * when it has one (the dashboard acts as the caller instead when they are not on its team).
 */
export function managePath(gig: Pick<GigDetailDto, 'mode' | 'company_id'>): string {
  const params = new URLSearchParams({ tab: gig.mode === 'job' ? 'postings' : 'gigs' });
  if (gig.company_id) params.set('company', gig.company_id);
  return `/dashboard?${params}`;
}

/**
 * Signed out, the sign-in text in place of the action; signed in, Manage for whoever may manage
 * it (its poster, or a colleague posting for its company), Apply when the detail's can_apply is
 * true, otherwise why not (one's own application, one's own or one's company's posting, closed).
 */
export function GigApplyAction({
  gig,
  signedIn,
  onApply,
  onManage,
}: {
  gig: ApplyState;
  signedIn: boolean;
  onApply(): void;
  /** Following the Manage link (the marketplace closes). */
  onManage?(): void;
}) {
  const { t } = useTranslation('marketplace');
  const { termOrValue } = useTerms();
  if (!signedIn) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">{t('detail.signInPrompt')}</p>
        <Button variant="secondary" onClick={() => openAuthModal('login')} className="shrink-0">
          <LogIn aria-hidden="true" className="size-4" />
          {t('detail.signIn')}
        </Button>
      </div>
    );
  }
  if (gig.can_manage) {
    return (
      <Button asChild size="lg" variant="secondary" className="w-full">
        <Link to={managePath(gig)} onClick={onManage}>
          <Settings2 aria-hidden="true" className="size-4" />
          {t('detail.manage')}
        </Link>
      </Button>
    );
  }
  if (gig.can_apply) {
    return (
      <Button size="lg" onClick={onApply} className="w-full">
        <Send aria-hidden="true" className="size-4" />
        {t('detail.apply')}
      </Button>
    );
  }
  const status = gig.my_application
    ? t('detail.myApplication', {
        status: termOrValue('applicationStatuses', gig.my_application.status),
      })
    : gig.is_owner
      ? t('detail.ownPosting')
      : gig.company_id && gig.status === 'open'
        ? t('detail.companyPosting')
        : t('detail.notTaking');
  return (
    <p
      role="status"
      data-testid="apply-status"
      className="rounded-lg bg-slate-100 px-4 py-3 text-sm font-medium text-slate-800"
    >
      {status}
    </p>
  );
}
