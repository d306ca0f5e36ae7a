import type { PostingMode } from '@hirehand/shared/gigs/gig-enums';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';

/** The marketplace's page-wide modals; one is open at a time. */
export type AppModal =
  | { kind: 'create-gig'; mode: PostingMode }
  | { kind: 'gig-marketplace'; gigId?: string }
  | { kind: 'experience'; userId: string }
  | { kind: 'apply'; postingId: string; title: string }
  | { kind: 'messages'; jobId?: string; participantId?: string };

interface AppModalsValue {
  openModal(modal: AppModal): void;
  closeModal(): void;
}

const AppModalsContext = createContext<AppModalsValue | null>(null);

const CreateGigWizard = lazy(async () => ({
  default: (await import('../../features/gigs/components/create-gig/create-gig-wizard')).CreateGigWizard,
}));
const GigMarketplaceModal = lazy(async () => ({
  default: (await import('../../features/gigs/components/marketplace/gig-marketplace-modal'))
    .GigMarketplaceModal,
}));
const ExperienceModal = lazy(async () => ({
  default: (await import('../../features/experience/components/experience-modal')).ExperienceModal,
}));
const ApplyDialog = lazy(async () => ({
  default: (await import('../../features/applications/components/apply-dialog')).ApplyDialog,
}));
const MessagesModal = lazy(async () => ({
  default: (await import('../../features/messaging/components/messages-modal')).MessagesModal,
}));

/** Holds the open modal and renders it; anything below can open one with useAppModals(). */
export function AppModalsProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<AppModal | null>(null);
  const closeModal = useCallback(() => setModal(null), []);
  const value = useMemo(() => ({ openModal: setModal, closeModal }), [closeModal]);
  const onOpenChange = (open: boolean) => {
    if (!open) closeModal();
  };

  return (
    <AppModalsContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {modal?.kind === 'create-gig' && (
          <CreateGigWizard open mode={modal.mode} onOpenChange={onOpenChange} />
        )}
        {modal?.kind === 'gig-marketplace' && (
          <GigMarketplaceModal open initialGigId={modal.gigId} onOpenChange={onOpenChange} />
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
      </Suspense>
    </AppModalsContext.Provider>
  );
}

export function useAppModals(): AppModalsValue {
  const value = useContext(AppModalsContext);
  if (!value) throw new Error('useAppModals must be used inside AppModalsProvider');
  return value;
}
