import type { PostingMode } from '@hirehand/shared/gigs/gig-enums';
import { type GigForm, initialGigForm, WIZARD_STEPS, type WizardStep } from './gig-form';

/**
 * The wizard's unfinished form, kept in this browser until it is posted (decision 030): per
 * user and mode, so a shared computer never shows one person's draft to another, and versioned,
 * so a draft saved by an older build whose form had other fields is dropped, not misread.
 */
export const WIZARD_DRAFT_VERSION = 1;

export interface WizardDraft {
  form: GigForm;
  step: WizardStep;
}

interface StoredDraft extends WizardDraft {
  version: number;
}

export const wizardDraftKey = (userId: string, mode: PostingMode) =>
  `hirehand:wizard-draft:v${WIZARD_DRAFT_VERSION}:${userId}:${mode}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (private modes, a blocked site): the wizard then works without.
    return null;
  }
}

/** True when the form holds something the poster typed or chose (worth keeping and asking about). */
export function isDraftWorthKeeping(form: GigForm, city: string | null | undefined): boolean {
  return JSON.stringify(form) !== JSON.stringify(initialGigForm(form.mode, city));
}

export function saveWizardDraft(userId: string, draft: WizardDraft): void {
  const stored: StoredDraft = { version: WIZARD_DRAFT_VERSION, ...draft };
  try {
    storage()?.setItem(wizardDraftKey(userId, draft.form.mode), JSON.stringify(stored));
  } catch {
    // A full storage loses the draft's copy, never the form on screen.
  }
}

/**
 * The saved draft, or null. Only the form's own fields are taken, each with the type a fresh
 * form has, so a hand-edited or damaged entry cannot put a wrong value in a control.
 */
export function loadWizardDraft(userId: string, mode: PostingMode): WizardDraft | null {
  let parsed: unknown;
  try {
    const raw = storage()?.getItem(wizardDraftKey(userId, mode));
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const stored = parsed as Partial<StoredDraft>;
  if (stored.version !== WIZARD_DRAFT_VERSION || typeof stored.form !== 'object' || !stored.form) return null;
  const fresh = initialGigForm(mode);
  const saved = stored.form as unknown as Record<string, unknown>;
  const form = { ...fresh } as Record<string, unknown>;
  for (const [field, value] of Object.entries(fresh)) {
    const candidate = saved[field];
    const sameType =
      value === null
        ? candidate === null ||
          typeof candidate === 'string' ||
          typeof candidate === 'number' ||
          typeof candidate === 'boolean'
        : Array.isArray(value)
          ? Array.isArray(candidate) && candidate.every((item) => typeof item === 'string')
          : typeof candidate === typeof value;
    if (field in saved && sameType) form[field] = candidate;
  }
  form.mode = mode;
  const step = WIZARD_STEPS.includes(stored.step as WizardStep) ? (stored.step as WizardStep) : 'type';
  return { form: form as unknown as GigForm, step };
}

export function clearWizardDraft(userId: string, mode: PostingMode): void {
  try {
    storage()?.removeItem(wizardDraftKey(userId, mode));
  } catch {
    // Nothing to clear when storage is off.
  }
}
