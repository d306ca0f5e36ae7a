import { describe, expect, it } from 'vitest';
import { GIG_MESSAGES } from './gig-messages';

describe('GIG_MESSAGES with a count', () => {
  it('says "1 potential applicant" and "2 potential applicants"', () => {
    expect(GIG_MESSAGES.jobPosted(1)).toBe(
      'Job posted successfully! Estimated reach: 1 potential applicant will see your posting.',
    );
    expect(GIG_MESSAGES.jobPosted(0)).toContain('0 potential applicants');
    expect(GIG_MESSAGES.jobPosted(2)).toContain('2 potential applicants');
    expect(GIG_MESSAGES.gigCreated(1)).toContain('1 potential client will');
    expect(GIG_MESSAGES.gigCreated(5)).toContain('5 potential clients will');
  });
});
