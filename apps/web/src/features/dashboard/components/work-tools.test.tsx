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
});
