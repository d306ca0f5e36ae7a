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

  it('offers Premium AI Matching to signed-in people, whatever their plan', () => {
    for (const user_type of ['worker', 'employer', 'company'] as const) {
      const tools = workTools({ token: 't', user: sampleUser({ user_type }) });
      expect(tools.find((tool) => tool.key === 'premiumMatching')?.modal).toEqual({
        kind: 'premium-matching',
      });
    }
  });

  it('offers Team Management in the Business menu to signed-in people (owners, their teams), not to visitors', () => {
    for (const user_type of ['employer', 'company', 'worker'] as const) {
      const tools = workTools({ token: 't', user: sampleUser({ user_type }) });
      expect(tools.find((tool) => tool.key === 'team')?.modal).toEqual({ kind: 'team' });
    }
    expect(workTools(null).map((tool) => tool.key)).not.toContain('team');
  });

  it("opens AI Matching Analytics from a worker's Analytics, and no Business Intelligence", () => {
    const tools = workTools({ token: 't', user: sampleUser({ user_type: 'worker' }) });
    expect(tools.find((tool) => tool.key === 'analytics')?.modal).toEqual({ kind: 'match-analytics' });
    expect(tools.map((tool) => tool.key)).not.toContain('businessIntelligence');
  });

  it("opens the company's dashboard from an employer's or a company's Analytics and Business Intelligence", () => {
    for (const user_type of ['employer', 'company'] as const) {
      const tools = workTools({ token: 't', user: sampleUser({ user_type }) });
      expect(tools.find((tool) => tool.key === 'analytics')?.modal).toEqual({
        kind: 'business-analytics',
      });
      expect(tools.find((tool) => tool.key === 'businessIntelligence')?.modal).toEqual({
        kind: 'business-analytics',
      });
    }
  });

  it("offers Business Intelligence to a worker who may view a company's analytics, keeping their match analytics", () => {
    const tools = workTools({ token: 't', user: sampleUser({ user_type: 'worker' }) }, true);
    expect(tools.find((tool) => tool.key === 'businessIntelligence')?.modal).toEqual({
      kind: 'business-analytics',
    });
    expect(tools.find((tool) => tool.key === 'analytics')?.modal).toEqual({ kind: 'match-analytics' });
  });
});
