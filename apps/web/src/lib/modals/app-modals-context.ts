import type { PostingMode } from '@hirehand/shared/gigs/gig-enums';
import { createContext, useContext } from 'react';
import type { AuthMode } from './open-auth-modal';

/**
 * The page-wide modals a feature may ask for by name. The app's modal host (app/modals) decides
 * what each one renders, so a feature opens another feature's screen without importing it.
 * `auth` opens over whatever is open (signing in keeps the screen that asked for it); the
 * others replace each other, one at a time.
 */
export type AppModal =
  | { kind: 'auth'; mode: AuthMode }
  | {
      kind: 'create-gig';
      mode: PostingMode /** Post for this company (the dashboard's "act as"). */;
      companyId?: string;
    }
  | { kind: 'gig-marketplace'; gigId?: string }
  /** A posting in job mode, shown as a job (not as a service in the marketplace). */
  | { kind: 'job'; jobId: string }
  | { kind: 'experience'; userId: string }
  | { kind: 'apply'; postingId: string; title: string }
  | { kind: 'messages'; jobId?: string; participantId?: string }
  /** The help-centre assistant (spec 2 §2.6): the work menu's 'AI Support Chatbot', the help centre's button. */
  | { kind: 'help-assistant' }
  /** The AI Job Matcher with smart notifications and market insights (spec 2 §2.3): workers. `panel` opens on one. */
  | { kind: 'ai-matcher'; panel?: 'notifications' }
  /** Premium AI Matching (spec 3 §2): the upgrade card for members without premium. */
  | { kind: 'premium-matching' }
  /** AI Matching Analytics (spec 3 §2): how the person's matches and match notifications did. */
  | { kind: 'match-analytics' }
  /** Team Management (spec 2 §2.4, decision 042); `companyId` opens on that company's team. */
  | { kind: 'team'; companyId?: string }
  /** The Business Intelligence Dashboard (spec 2 §2.5): a company's analytics, for members who may view them. */
  | { kind: 'business-analytics' };

/** The screen that shows a posting as what it is: a job as a job, a service in the marketplace. */
export const postingModal = (posting: { id: string; mode: PostingMode }): AppModal =>
  posting.mode === 'job'
    ? { kind: 'job', jobId: posting.id }
    : { kind: 'gig-marketplace', gigId: posting.id };

export interface AppModalsValue {
  openModal(modal: AppModal): void;
  closeModal(): void;
}

export const AppModalsContext = createContext<AppModalsValue | null>(null);

export function useAppModals(): AppModalsValue {
  const value = useContext(AppModalsContext);
  if (!value) throw new Error('useAppModals must be used inside AppModalsProvider');
  return value;
}
