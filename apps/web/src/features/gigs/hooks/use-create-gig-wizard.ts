import { CreateGigInput, firstPublishError } from '@hirehand/shared/gigs/create-gig';
import type { PostingMode } from '@hirehand/shared/gigs/gig-enums';
import { GIG_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { createGigErrorMessage, createGigSuccessMessage, useCreateGig } from '../api/create-gig';
import {
  canContinue,
  firstIncompleteStep,
  type GigForm,
  type GigFormPatch,
  initialGigForm,
  missingChoice,
  WIZARD_STEPS,
  type WizardStep,
} from '../lib/gig-form';
import { toCreatePayload } from '../lib/to-create-payload';
import { clearWizardDraft, isDraftWorthKeeping, loadWizardDraft, saveWizardDraft } from '../lib/wizard-draft';

export interface PublishProblem {
  message: string;
  /** The server no longer accepts the session: offer to sign in again. */
  signIn: boolean;
}

interface Options {
  mode: PostingMode;
  city?: string | null;
  /** Whose draft this is: the draft is kept per user in this browser. */
  userId: string;
  /** The company the posting is for (sent as `company_id`, decision 042). */
  companyId?: string;
}

/** A published posting: its id (to open it) and the success text with the estimated reach. */
export interface CreatedPosting {
  id: string;
  message: string;
  /** Saved but off the board until its Pay-Per-Post fee is paid. */
  awaitingPayment?: boolean;
}

/** How long to wait for the wizard's Back entry to be given up before leaving anyway. */
const HISTORY_SETTLE_MS = 300;

/**
 * Sends the browser to `url` (the post's checkout) once the wizard's history entry is gone:
 * publishing ends the draft, so useBackCloses steps back off the entry it added, and a history
 * step taken after a navigation began would cancel that navigation. Leaves at that step's
 * popstate, or after a moment when there was no entry to give up.
 */
function leaveOnceHistorySettles(url: string) {
  let left = false;
  const leave = () => {
    if (left) return;
    left = true;
    window.removeEventListener('popstate', leave);
    window.location.assign(url);
  };
  window.addEventListener('popstate', leave);
  setTimeout(leave, HISTORY_SETTLE_MS);
}

/**
 * The wizard's state: the form, the step (1 to 4 with its checks), and publishing:
 * the publish checks run first and stop the call; then the submitting state; success gives
 * `created` (the wizard then shows the success text with links to the posting and the dashboard).
 * The form is kept as a draft in this browser from the first change until it is posted or
 * discarded, and a reopened wizard starts from it (`restored`).
 */
export function useCreateGigWizard({ mode, city, userId, companyId }: Options) {
  const [restoredDraft] = useState(() => loadWizardDraft(userId, mode));
  const [form, setForm] = useState<GigForm>(() => restoredDraft?.form ?? initialGigForm(mode, city));
  const [stepIndex, setStepIndex] = useState(() =>
    restoredDraft ? WIZARD_STEPS.indexOf(restoredDraft.step) : 0,
  );
  const [restored, setRestored] = useState(restoredDraft !== null);
  const [problem, setProblem] = useState<PublishProblem | null>(null);
  const [created, setCreated] = useState<CreatedPosting | null>(null);
  const mutation = useCreateGig();
  const step: WizardStep = WIZARD_STEPS[stepIndex] ?? 'type';
  const dirty = created === null && isDraftWorthKeeping(form, city);

  // Every change is saved at once: a closed tab or a crash keeps the draft too.
  useEffect(() => {
    if (created) return;
    if (dirty) saveWizardDraft(userId, { form, step });
    else clearWizardDraft(userId, mode);
  }, [created, dirty, form, step, userId, mode]);

  /** Throws the draft away: the stored copy and the form on screen. */
  const discardDraft = useCallback(() => {
    clearWizardDraft(userId, mode);
    setForm(initialGigForm(mode, city));
    setStepIndex(0);
    setProblem(null);
    setRestored(false);
  }, [userId, mode, city]);

  const update = useCallback((patch: GigFormPatch) => {
    setForm((current) => ({ ...current, ...patch }));
  }, []);

  const goTo = useCallback((target: WizardStep) => {
    setProblem(null);
    setStepIndex(WIZARD_STEPS.indexOf(target));
  }, []);

  const next = () => {
    if (!canContinue(step, form)) return;
    goTo(WIZARD_STEPS[Math.min(stepIndex + 1, WIZARD_STEPS.length - 1)] ?? 'publish');
  };

  const back = () => goTo(WIZARD_STEPS[Math.max(stepIndex - 1, 0)] ?? 'type');

  const publish = () => {
    if (mutation.isPending) return;
    // A restored draft can reach Publish with a choice still open: go to the step that needs it.
    const open = firstIncompleteStep(form);
    if (open) {
      goTo(open);
      return;
    }
    // A job's checkout (Pay-Per-Post) sends the poster back to this site's own origin.
    const payload = {
      ...toCreatePayload(form),
      origin_url: form.mode === 'job' ? window.location.origin : null,
    };
    const publishError = firstPublishError(payload);
    if (publishError) {
      setProblem({ message: publishError, signIn: false });
      return;
    }
    // The shared schema catches what the publish checks do not (e.g. a bonus over the limit).
    if (!CreateGigInput.safeParse(payload).success) {
      setProblem({ message: GIG_MESSAGES.badInput, signIn: false });
      return;
    }
    setProblem(null);
    // Added after the check: `company_id` names whom the posting is for, not what it says.
    mutation.mutate(companyId ? { ...payload, company_id: companyId } : payload, {
      onSuccess: (result) => {
        clearWizardDraft(userId, mode);
        if (result.status === 'pending_payment' && result.awaiting_billing) {
          // A company's job whose poster may not pay for it: the owner or a billing manager pays.
          setCreated({ id: result.id, message: GIG_MESSAGES.jobAwaitsBilling, awaitingPayment: true });
          return;
        }
        if (result.status === 'pending_payment') {
          // Pay-Per-Post: the job is saved but off the board until paid; go and pay for it.
          setCreated({ id: result.id, message: GIG_MESSAGES.jobAwaitsPayment, awaitingPayment: true });
          if (result.checkout_url) {
            leaveOnceHistorySettles(result.checkout_url);
            return;
          }
          // The publish could not open the checkout (the provider was unreachable): ask for one now.
          void import('@/lib/membership/checkout')
            .then((checkout) => checkout.goToCheckout({ postingId: result.id }))
            .catch((error: unknown) => logFailure('gigs.post-checkout', error));
          return;
        }
        setCreated({ id: result.id, message: createGigSuccessMessage(form.mode, result.estimated_reach) });
      },
      onError: (error) => {
        setProblem({
          message: createGigErrorMessage(error),
          signIn: error instanceof ApiError && error.status === 401,
        });
      },
    });
  };

  return {
    form,
    update,
    step,
    stepIndex,
    canContinue: canContinue(step, form),
    missing: missingChoice(step, form),
    dirty,
    restored,
    discardDraft,
    next,
    back,
    goTo,
    publish,
    problem,
    created,
    submitting: mutation.isPending,
  };
}
