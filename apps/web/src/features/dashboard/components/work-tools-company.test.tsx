import { describe, expect, it } from 'vitest';
import { sampleUser } from '@/testing/session-fixtures';
import { workTools } from './work-tools';

describe('workTools for a company account (issue 22)', () => {
  it('offers no Experience entry to a company, and keeps it for workers and employers', () => {
    const keys = (user_type: 'worker' | 'employer' | 'company') =>
      workTools({ token: 't', user: sampleUser({ user_type }) }).map((tool) => tool.key);
    expect(keys('company')).not.toContain('experience');
    expect(keys('company')).toEqual(expect.arrayContaining(['postJob', 'premiumMatching', 'supportChat']));
    expect(keys('worker')).toContain('experience');
    expect(keys('employer')).toContain('experience');
  });
});
