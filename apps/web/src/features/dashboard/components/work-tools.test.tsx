import { describe, expect, it } from 'vitest';
import type { Session } from '@/lib/session/session';
import { sampleUser } from '@/testing/session-fixtures';
import { workTools } from './work-tools';

describe('workTools', () => {
  it('offers the help assistant (AI Support Chatbot) to signed-in people, not to visitors', () => {
    const session: Session = { token: 't', user: sampleUser() };
    expect(workTools(session).find((tool) => tool.key === 'supportChat')?.modal).toEqual({
      kind: 'help-assistant',
    });
    expect(workTools(null).map((tool) => tool.key)).toEqual(['browseGigs']);
  });

  it('offers the AI Matcher to workers only', () => {
    const worker: Session = { token: 't', user: sampleUser() };
    expect(workTools(worker)[0]).toMatchObject({ key: 'aiMatcher', modal: { kind: 'ai-matcher' } });
    for (const user_type of ['employer', 'company'] as const) {
      const session: Session = { token: 't', user: sampleUser({ user_type }) };
      expect(workTools(session).map((tool) => tool.key)).not.toContain('aiMatcher');
    }
  });
});
