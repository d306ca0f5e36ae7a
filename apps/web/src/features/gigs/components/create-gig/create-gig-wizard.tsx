import type { PostingMode } from '@hirehand/shared/gigs/gig-enums';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DiscardDraftDialog } from '@/components/discard-draft-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormOutcome } from '@/components/ui/form-outcome';
import { Spinner } from '@/components/ui/spinner';
import { openAuthModal } from '@/lib/modals/open-auth-modal';
import { useBackCloses } from '@/lib/modals/use-back-closes';
import { useSession } from '@/lib/session/use-session';
import { useCreateGigWizard } from '../../hooks/use-create-gig-wizard';
import type { WizardStep } from '../../lib/gig-form';
import { PublishSuccess } from './publish-success';
import { SignInPrompt } from './sign-in-prompt';
import { StepDetails } from './step-details';
import { StepPricing } from './step-pricing';
import { StepReview } from './step-review';
import { StepType } from './step-type';
import { WizardStepper } from './wizard-stepper';

export interface CreateGigWizardProps {
  open: boolean;
  mode: PostingMode;
  /** The company the posting is for (issue 22: the dashboard acting for a company); else the poster's own. */
  companyId?: string;
  onOpenChange(open: boolean): void;
}

const HEADINGS = {
  type: 'typeStep.heading',
  details: 'detailsStep.heading',
  pricing: 'pricingStep.heading',
  publish: 'reviewStep.heading',
} as const satisfies Record<WizardStep, string>;

/** What the "Discard your draft?" answer does: close the wizard, or start it over. */
type Asking = 'close' | 'restart' | null;

/**
 * The Create Gig / Post Job wizard: Type, Details, Pricing, Publish.
 * Signed-out visitors get a sign-in prompt instead of the form. A half-filled form is kept as a
 * draft in this browser; closing it (the close button, Escape, the backdrop, the browser's Back)
 * asks before discarding it.
 */
export function CreateGigWizard({ open, mode, companyId, onOpenChange }: CreateGigWizardProps) {
  const { t } = useTranslation('gigs');
  const session = useSession();
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const discardRef = useRef<() => void>(() => {});
  const close = () => onOpenChange(false);
  const requestClose = () => (dirty ? setAsking('close') : close());
  useBackCloses(open && dirty && asking === null, () => setAsking('close'));

  const discard = () => {
    discardRef.current();
    const then = asking;
    setAsking(null);
    if (then === 'close') close();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
      <DialogContent
        closeLabel={t('wizard.close')}
        data-testid="create-gig-wizard"
        data-mode={mode}
        className="flex max-w-2xl flex-col overflow-hidden p-0"
      >
        {session ? (
          <WizardBody
            key={session.user.id}
            mode={mode}
            companyId={companyId}
            city={session.user.city}
            userId={session.user.id}
            onClose={close}
            onDirtyChange={setDirty}
            onStartOver={() => setAsking('restart')}
            discardRef={discardRef}
          />
        ) : (
          <>
            <WizardHeader mode={mode} />
            <div className="overflow-y-auto px-6 pb-6">
              <SignInPrompt onLeave={close} />
            </div>
          </>
        )}
        <DiscardDraftDialog
          open={asking !== null}
          onKeepEditing={() => setAsking(null)}
          onDiscard={discard}
        />
      </DialogContent>
    </Dialog>
  );
}

function WizardHeader({ mode, step }: { mode: PostingMode; step?: number }) {
  const { t } = useTranslation('gigs');
  return (
    <div className="border-b border-slate-200 px-4 pt-5 pb-4 sm:px-6">
      <DialogTitle className="pr-10 text-xl sm:text-2xl">{t(`wizard.title.${mode}`)}</DialogTitle>
      {/* Screen readers always get the description; small screens keep the room for the form. */}
      <DialogDescription className="max-sm:sr-only">{t(`wizard.description.${mode}`)}</DialogDescription>
      {step === undefined ? null : <WizardStepper current={step} />}
    </div>
  );
}

interface WizardBodyProps {
  mode: PostingMode;
  companyId?: string;
  city: string | null;
  userId: string;
  onClose(): void;
  onDirtyChange(dirty: boolean): void;
  onStartOver(): void;
  /** Set to the wizard's discard, for the confirm dialog that lives beside the body. */
  discardRef: RefObject<() => void>;
}

function WizardBody({
  mode,
  companyId,
  city,
  userId,
  onClose,
  onDirtyChange,
  onStartOver,
  discardRef,
}: WizardBodyProps) {
  const { t } = useTranslation('gigs');
  const wizard = useCreateGigWizard({ mode, city, userId, companyId });
  discardRef.current = wizard.discardDraft;
  const { dirty } = wizard;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hintId = useId();
  const firstRender = useRef(true);
  const { form, update, step, stepIndex } = wizard;

  // Move focus to the new step's heading so keyboard and screen-reader users start at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [stepIndex]);

  const blockedHint = wizard.missing ? t(`wizard.needs.${wizard.missing}`) : null;

  const signInAgain = () => {
    onClose();
    openAuthModal('login');
  };

  if (wizard.created) {
    return (
      <>
        <WizardHeader mode={mode} />
        <PublishSuccess mode={mode} created={wizard.created} onClose={onClose} />
      </>
    );
  }

  return (
    <>
      <WizardHeader mode={mode} step={stepIndex} />
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6">
        {wizard.restored && dirty ? (
          <div
            role="status"
            className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-blue-50 px-3 py-2 text-sm text-blue-950"
          >
            {t('wizard.draft.restored')}
            <Button variant="link" onClick={onStartOver} className="h-auto">
              {t('wizard.draft.startOver')}
            </Button>
          </div>
        ) : null}
        <h3
          ref={headingRef}
          tabIndex={-1}
          className="mb-4 text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {t(HEADINGS[step])}
        </h3>
        {step === 'type' ? <StepType form={form} update={update} /> : null}
        {step === 'details' ? <StepDetails form={form} update={update} /> : null}
        {step === 'pricing' ? <StepPricing form={form} update={update} /> : null}
        {step === 'publish' ? <StepReview form={form} onEdit={wizard.goTo} /> : null}
      </div>
      <div className="border-t border-slate-200 bg-slate-50 px-4 py-3 sm:px-6">
        <FormOutcome outcome={wizard.problem ? { kind: 'error', message: wizard.problem.message } : null} />
        {wizard.problem?.signIn ? (
          <Button variant="secondary" size="sm" onClick={signInAgain} className="mb-3">
            {t('wizard.signedOut.signIn')}
          </Button>
        ) : null}
        {blockedHint ? (
          <p id={hintId} className="mb-2 text-sm text-slate-700">
            {blockedHint}
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-2">
          {stepIndex > 0 ? (
            <Button variant="secondary" onClick={wizard.back} disabled={wizard.submitting}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('wizard.back')}
            </Button>
          ) : (
            <span />
          )}
          {step === 'publish' ? (
            <Button onClick={wizard.publish} disabled={wizard.submitting}>
              {wizard.submitting ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
              {wizard.submitting ? t(`wizard.publishing.${mode}`) : t(`wizard.publish.${mode}`)}
            </Button>
          ) : (
            <Button
              onClick={wizard.next}
              aria-disabled={!wizard.canContinue}
              aria-describedby={blockedHint ? hintId : undefined}
              className="aria-disabled:cursor-not-allowed aria-disabled:bg-blue-700/60"
            >
              {t('wizard.continue')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          )}
        </div>
      </div>
    </>
  );
}
