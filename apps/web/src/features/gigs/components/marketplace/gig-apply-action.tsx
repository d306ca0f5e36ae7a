import type { GigDetailDto } from '@hirehand/shared/gigs/gig-dto';
import { LogIn, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { openAuthModal } from '@/lib/modals/open-auth-modal';
import { useTerms } from '@/lib/terms/use-terms';

type ApplyState = Pick<GigDetailDto, 'can_apply' | 'is_owner' | 'my_application'>;

/**
 * Signed out, the sign-in text in place of the action; signed in, Apply when the
 * detail's can_apply is true, otherwise why not (one's own application, one's own posting, closed).
 */
export function GigApplyAction({
  gig,
  signedIn,
  onApply,
}: {
  gig: ApplyState;
  signedIn: boolean;
  onApply(): void;
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
