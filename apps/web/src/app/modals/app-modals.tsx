import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { type AppModal, AppModalsContext } from '@/lib/modals/app-modals-context';
import { type AuthMode, RESET_PASSWORD_PARAM } from '@/lib/modals/open-auth-modal';
import { loadNamespaces } from '../i18n/i18n';
import { AiChatHost } from './ai-chat-host';
import { useAuthModalBridge } from './auth-modal-bridge';
import { loadAuthModal } from './auth-modal-loader';

/*
 * The modal host: where features meet. Each kind of AppModal is one feature's screen; when a
 * screen shows a piece of another feature (the marketplace's apply overlay), the host hands it in.
 */

const AuthModal = lazy(async () => ({ default: (await loadAuthModal()).AuthModal }));
const CreateGigWizard = lazy(async () => ({
  default: (await import('@/features/gigs/components/create-gig/create-gig-wizard')).CreateGigWizard,
}));
const loadApplyDialog = () => import('@/features/applications/components/apply-dialog');
const ApplyDialog = lazy(async () => ({ default: (await loadApplyDialog()).ApplyDialog }));
/** The marketplace with its apply overlay, fetched together as they were one module before. */
const GigMarketplaceModal = lazy(async () => {
  const [marketplace, apply] = await Promise.all([
    import('@/features/gigs/components/marketplace/gig-marketplace-modal'),
    loadApplyDialog(),
  ]);
  const { GigMarketplaceModal: Marketplace } = marketplace;
  type Props = Omit<Parameters<typeof Marketplace>[0], 'applyDialog'>;
  return { default: (props: Props) => <Marketplace {...props} applyDialog={apply.ApplyDialog} /> };
});
const JobDetailDialog = lazy(async () => ({
  default: (await import('@/features/jobs/components/job-detail-dialog')).JobDetailDialog,
}));
const ExperienceModal = lazy(async () => ({
  default: (await import('@/features/experience/components/experience-modal')).ExperienceModal,
}));
const MessagesModal = lazy(async () => ({
  default: (await import('@/features/messaging/components/messages-modal')).MessagesModal,
}));

/** The help-centre assistant, with the support chat's texts. */
const HelpAssistantDialog = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/support/components/help-assistant-dialog'),
    loadNamespaces(['support-chat']),
  ]);
  return { default: module.HelpAssistantDialog };
});

/** The AI Job Matcher, with its texts and the enumerations' labels (category chips). */
const AiMatcherDialog = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/matching/components/ai-matcher-dialog'),
    loadNamespaces(['matching', 'terms']),
  ]);
  return { default: module.AiMatcherDialog };
});

/** Premium AI Matching, with the matching texts and the enumerations' labels. */
const PremiumMatchingDialog = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/matching/components/premium-matching-dialog'),
    loadNamespaces(['matching', 'terms']),
  ]);
  return { default: module.PremiumMatchingDialog };
});

/** AI Matching Analytics, with the matching texts. */
const MatchAnalyticsDialog = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/matching/components/match-analytics-dialog'),
    loadNamespaces(['matching']),
  ]);
  return { default: module.MatchAnalyticsDialog };
});

/** Team Management, with its texts. */
const TeamManagementDialog = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/teams/components/team-management-dialog'),
    loadNamespaces(['teams']),
  ]);
  return { default: module.TeamManagementDialog };
});

/** The Business Intelligence Dashboard, with its texts and the categories' labels (its charts load on their own). */
const BusinessAnalyticsDialog = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/business-analytics/components/business-analytics-dialog'),
    loadNamespaces(['business-analytics', 'terms']),
  ]);
  return { default: module.BusinessAnalyticsDialog };
});

type ScreenModal = Exclude<AppModal, { kind: 'auth' }>;

/**
 * Holds the open modal and renders it; anything below can open one with useAppModals() (lib/),
 * and any script with window.openAuthModal or the `openAuthModal` event.
 */
export function AppModalsProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<ScreenModal | null>(null);
  const auth = useAuthLayer();
  const closeModal = useCallback(() => setModal(null), []);
  const { open: openAuth } = auth;
  const openModal = useCallback(
    (next: AppModal) => (next.kind === 'auth' ? openAuth(next.mode) : setModal(next)),
    [openAuth],
  );
  const value = useMemo(() => ({ openModal, closeModal }), [openModal, closeModal]);
  useAuthModalBridge(openAuth);
  const onOpenChange = (open: boolean) => {
    if (!open) closeModal();
  };

  return (
    <AppModalsContext value={value}>
      {children}
      <Suspense fallback={null}>
        {modal?.kind === 'create-gig' && (
          <CreateGigWizard open mode={modal.mode} companyId={modal.companyId} onOpenChange={onOpenChange} />
        )}
        {modal?.kind === 'gig-marketplace' && (
          <GigMarketplaceModal open initialGigId={modal.gigId} onOpenChange={onOpenChange} />
        )}
        {modal?.kind === 'job' && (
          <JobDetailDialog key={modal.jobId} open jobId={modal.jobId} onOpenChange={onOpenChange} />
        )}
        {modal?.kind === 'experience' && (
          <ExperienceModal open userId={modal.userId} onOpenChange={onOpenChange} />
        )}
        {modal?.kind === 'apply' && (
          <ApplyDialog open postingId={modal.postingId} title={modal.title} onOpenChange={onOpenChange} />
        )}
        {modal?.kind === 'messages' && (
          <MessagesModal
            key={`${modal.jobId ?? ''}:${modal.participantId ?? ''}`}
            open
            jobId={modal.jobId}
            participantId={modal.participantId}
            onOpenChange={onOpenChange}
          />
        )}
        {modal?.kind === 'help-assistant' && <HelpAssistantDialog open onOpenChange={onOpenChange} />}
        {modal?.kind === 'ai-matcher' && (
          <AiMatcherDialog open panel={modal.panel} onOpenChange={onOpenChange} />
        )}
        {modal?.kind === 'premium-matching' && <PremiumMatchingDialog open onOpenChange={onOpenChange} />}
        {modal?.kind === 'match-analytics' && <MatchAnalyticsDialog open onOpenChange={onOpenChange} />}
        {modal?.kind === 'team' && (
          <TeamManagementDialog open companyId={modal.companyId} onOpenChange={onOpenChange} />
        )}
        {modal?.kind === 'business-analytics' && <BusinessAnalyticsDialog open onOpenChange={onOpenChange} />}
      </Suspense>
      <AiChatHost />
      {auth.wanted ? (
        <Suspense fallback={null}>
          <AuthModal
            open={auth.isOpen}
            mode={auth.mode}
            resetEmail={auth.resetEmail}
            onModeChange={auth.setMode}
            onOpenChange={auth.setOpen}
          />
        </Suspense>
      ) : null}
    </AppModalsContext>
  );
}

/**
 * The auth modal's state. Its code loads the first time it opens; after that it stays mounted
 * (closed) so it can animate and keep its state like any dialog.
 */
function useAuthLayer() {
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [mode, setMode] = useState<AuthMode>('login');
  const [resetEmail, setResetEmail] = useState<string | null>(null);
  const open = useCallback((next: AuthMode) => {
    setMode(next);
    setWanted(true);
    setOpen(true);
  }, []);
  // The reset link of a security e-mail opens the modal on its reset step, once; the URL is cleaned.
  useEffect(() => {
    const url = new URL(window.location.href);
    const email = url.searchParams.get(RESET_PASSWORD_PARAM);
    if (email === null) return;
    url.searchParams.delete(RESET_PASSWORD_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    setResetEmail(email.slice(0, 320));
    open('login');
  }, [open]);
  return { isOpen, wanted, mode, resetEmail, open, setOpen, setMode };
}
