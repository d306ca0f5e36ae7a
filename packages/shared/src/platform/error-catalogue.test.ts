import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS } from '../account/account-errors';
import { AI_ERRORS } from '../ai/ai-errors';
import { APPLICATION_ERRORS } from '../applications/application-errors';
import { AUTH_ERRORS } from '../auth/auth-errors';
import { BUSINESS_ERRORS } from '../business/business-errors';
import { EXPERIENCE_ERRORS } from '../experience/experience-errors';
import { GIG_ERRORS } from '../gigs/gig-errors';
import { HELP_ERRORS } from '../help/help-errors';
import { SAVED_JOB_ERRORS } from '../jobs/saved-job-errors';
import { LOCATION_ERRORS } from '../location/location-errors';
import { SMART_NOTIFICATION_ERRORS } from '../matching/smart-notification-errors';
import { MEMBERSHIP_ERRORS } from '../membership/membership-errors';
import { MESSAGING_ERRORS } from '../messaging/messaging-errors';
import { NOTIFICATION_ERRORS } from '../notifications/notification-errors';
import { PROFILE_ERRORS } from '../profile/profile-errors';
import { ERROR_CODE_PATTERN, PLATFORM_ERRORS, type Refusal } from './errors';

const CATALOGUES = {
  ACCOUNT_ERRORS,
  AI_ERRORS,
  APPLICATION_ERRORS,
  AUTH_ERRORS,
  BUSINESS_ERRORS,
  EXPERIENCE_ERRORS,
  GIG_ERRORS,
  HELP_ERRORS,
  LOCATION_ERRORS,
  MEMBERSHIP_ERRORS,
  MESSAGING_ERRORS,
  NOTIFICATION_ERRORS,
  PLATFORM_ERRORS,
  PROFILE_ERRORS,
  SAVED_JOB_ERRORS,
  SMART_NOTIFICATION_ERRORS,
};

/** Sample arguments of the parameterised refusals (text by default). */
const SAMPLE_ARGUMENTS: Record<string, unknown> = {
  userTypeLocked: 'postings',
  waitBeforeResend: 30,
  permissionDenied: 'can_post_jobs',
};

/** Every refusal of every catalogue, the parameterised ones called with a sample argument. */
const refusals = Object.entries(CATALOGUES).flatMap(([catalogue, entries]) =>
  Object.entries(entries).map(([name, entry]) => {
    const refusal = (
      typeof entry === 'function'
        ? (entry as (arg: unknown) => Refusal)(SAMPLE_ARGUMENTS[name] ?? 'sample')
        : entry
    ) as Refusal;
    return { name: `${catalogue}.${name}`, refusal };
  }),
);

describe('the error catalogues (decision 022)', () => {
  it('give every refusal a code of the naming scheme and a text', () => {
    expect(refusals.length).toBeGreaterThan(60);
    for (const { name, refusal } of refusals) {
      expect(refusal.code, name).toMatch(ERROR_CODE_PATTERN);
      expect(refusal.detail.length, name).toBeGreaterThan(0);
    }
  });

  it('keep one meaning per code: a code shared by two entries is a shared meaning, listed here', () => {
    const shared = new Set(['rate_limited', 'auth.email_taken']);
    const byCode = new Map<string, string[]>();
    for (const { name, refusal } of refusals)
      byCode.set(refusal.code, [...(byCode.get(refusal.code) ?? []), name]);
    const reused = [...byCode].filter(([code, names]) => names.length > 1 && !shared.has(code));
    expect(reused).toEqual([]);
  });
});
