import type { MatchAnalyticsDto } from '@hirehand/shared/matching/match-analytics';
import {
  type AdvancedMatchingResultDto,
  DEFAULT_PREMIUM_MATCHING_PREFERENCES,
  type PremiumMatchDto,
} from '@hirehand/shared/matching/premium-matching';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppModalsContext } from '@/lib/modals/app-modals-context';
import { type ApiCall, deferred, fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { MATCH_ANALYTICS_QUERY_KEY as MATCHER_ANALYTICS_KEY, MATCHING_QUERY_KEY } from '../api/matching-api';
import { MATCH_ANALYTICS_QUERY_KEY, PREMIUM_PREFERENCES_QUERY_KEY } from '../api/premium-matching-api';
import { PremiumMatchingDialog } from './premium-matching-dialog';

resetAfterEach();

const match = (overrides: Partial<PremiumMatchDto> = {}): PremiumMatchDto => ({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Panel upgrade in North York',
  company: 'Northern Power',
  location: 'Toronto, ON',
  remote: false,
  pay_rate: 80,
  pay_type: 'hourly',
  match_score: 88,
  premium_tier: 'platinum',
  certification_required: true,
  certification_bonus: 6,
  ai_insights: ['Your skills fit', 'Add your Red Seal Electrician number: +9 points'],
  job_highlights: ['Contract, day schedule', 'Red Seal Electrician required'],
  urgency: 'high',
  applications: 3,
  estimated_competition: 'medium',
  success_probability: 72,
  travel_time: 29,
  distance_km: 12.1,
  job_type: 'electrical',
  ...overrides,
});

const answer = (overrides: Partial<AdvancedMatchingResultDto> = {}): AdvancedMatchingResultDto => ({
  preferences: DEFAULT_PREMIUM_MATCHING_PREFERENCES,
  matches: [
    match(),
    match({
      id: '22222222-2222-4222-8222-222222222222',
      title: 'Outlet repairs',
      company: 'Corner Co',
      pay_rate: 32,
      premium_tier: 'silver',
      urgency: 'low',
      certification_bonus: 0,
      certification_required: false,
      travel_time: null,
      remote: true,
      location: null,
      estimated_competition: 'high',
      applications: 9,
    }),
  ],
  analytics: {
    total_premium_matches: 2,
    average_match_score: 80.5,
    certification_bonus_available: 1,
    estimated_earnings_boost: 40,
    premium_job_availability: 50,
    competition_level: 'high',
    success_probability: 71,
    response_rate_improvement: null,
  },
  ...overrides,
});

const performance: MatchAnalyticsDto = {
  days: 30,
  matching_performance: {
    total_matches_found: 6,
    match_quality_percentage: 76.2,
    application_rate: 33.3,
    high_confidence_matches: 2,
  },
  notification_effectiveness: { total_sent: 3, open_rate: 50, click_rate: 66.7, conversion_rate: 33.3 },
  ai_insights: [],
};

const PREFS = 'GET /api/premium/ai-matching/preferences';
const ADVANCED = 'POST /api/premium/ai-matching/advanced';
const ANALYTICS = 'GET /api/ai/match-analytics';

function renderPremium() {
  const openModal = vi.fn();
  const view = renderWithApp(
    <AppModalsContext value={{ openModal, closeModal: vi.fn() }}>
      <PremiumMatchingDialog open onOpenChange={vi.fn()} />
    </AppModalsContext>,
    { route: '/', session: { user: sampleUser({ id: 'worker-7' }) } },
  );
  return { ...view, openModal };
}

const strip = () => screen.getByLabelText('Premium summary');
const figure = (scope: HTMLElement, label: string) => within(scope).getByText(label).nextSibling?.textContent;

describe('PremiumMatchingDialog', () => {
  it('loads the saved preferences, then the matches: the header strip and every field of a card', async () => {
    const pending = deferred();
    const api = fakeApi({
      [PREFS]: json(200, {
        preferences: { ...DEFAULT_PREMIUM_MATCHING_PREFERENCES, radius: 40 },
        saved: true,
      }),
      [ADVANCED]: () => pending.promise,
      [ANALYTICS]: json(200, performance),
    });
    const { openModal } = renderPremium();
    expect(screen.getByRole('dialog', { name: 'Premium AI Matching' })).toBeTruthy();
    expect(screen.getByText('Premium Feature')).toBeTruthy();
    expect(await screen.findAllByText('Finding your premium matches...')).not.toHaveLength(0);
    await waitFor(() => expect(api.callsTo(ADVANCED)).toHaveLength(1));
    expect(api.callsTo(ADVANCED)[0]!.body).toEqual({
      preferences: { ...DEFAULT_PREMIUM_MATCHING_PREFERENCES, radius: 40 },
      advanced_algorithms: true,
      premium_only: true,
    });
    await act(async () => pending.resolve(json(200, answer())));

    const card = await screen.findByRole('article', { name: /Panel upgrade in North York/ });
    expect(figure(strip(), 'Premium matches')).toBe('2');
    expect(figure(strip(), 'Average match score')).toBe('80.5%');
    expect(figure(strip(), 'Earnings boost')).toBe('+40%');
    expect(figure(strip(), 'Success rate')).toBe('71%');
    expect(screen.getByRole('tab', { name: 'Premium Matches (2)' })).toBeTruthy();
    for (const text of [
      'Platinum',
      'high priority',
      'Northern Power',
      'Toronto, ON',
      '29 min travel',
      '88% match',
      '$80/hr',
      '+$6/hr certification bonus',
      'Add your Red Seal Electrician number: +9 points',
      'Red Seal Electrician required',
      'Medium',
    ])
      expect(within(card).getByText(text)).toBeTruthy();
    expect(figure(card, 'Applications')).toBe('3');
    expect(figure(card, 'Success rate')).toBe('72%');
    const remote = screen.getByRole('article', { name: /Outlet repairs/ });
    expect(within(remote).getByText('Remote')).toBeTruthy();
    expect(within(remote).getByText('Silver')).toBeTruthy();
    expect(within(remote).getByText('No certification bonus')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'View Details' }));
    expect(openModal).toHaveBeenLastCalledWith({ kind: 'job', jobId: match().id });
    fireEvent.click(within(card).getByRole('button', { name: 'Apply Now' }));
    expect(openModal).toHaveBeenLastCalledWith({
      kind: 'apply',
      postingId: match().id,
      title: 'Panel upgrade in North York',
    });
  });

  it('shows the upgrade card to a member without premium (the API’s 403), never matches', async () => {
    const api = fakeApi({
      [PREFS]: json(403, {
        code: 'membership.plan_required',
        detail: 'This feature is part of the Premium plan.',
      }),
    });
    renderPremium();
    const upgrade = await screen.findByTestId('premium-upgrade');
    expect(within(upgrade).getByText('Premium AI Matching is part of Premium')).toBeTruthy();
    expect(within(upgrade).getByRole('link', { name: 'See membership plans' }).getAttribute('href')).toBe(
      '/membership',
    );
    expect(screen.queryByRole('article')).toBeNull();
    expect(api.callsTo(ADVANCED)).toHaveLength(0);
    expect(api.callsTo(ANALYTICS)).toHaveLength(0);
  });

  it('shows the empty state; Adjust Preferences opens the preferences, Update Matches posts them and reloads matches and analytics', async () => {
    let round = 0;
    const api = fakeApi({
      [PREFS]: json(200, { preferences: DEFAULT_PREMIUM_MATCHING_PREFERENCES, saved: false }),
      [ADVANCED]: (call: ApiCall) => {
        round += 1;
        return round === 1
          ? json(200, answer({ matches: [], analytics: { ...answer().analytics, total_premium_matches: 0 } }))
          : json(
              200,
              answer({ preferences: (call.body as { preferences: never }).preferences, matches: [match()] }),
            );
      },
      [ANALYTICS]: json(200, performance),
    });
    renderPremium();
    expect(await screen.findByText('No Premium Matches Found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adjust Preferences' }));
    const radius = await screen.findByRole('slider', { name: 'Search radius' });
    expect(radius.getAttribute('min')).toBe('5');
    expect(radius.getAttribute('max')).toBe('100');
    const pay = screen.getByRole('slider', { name: 'Minimum pay' });
    expect(pay.getAttribute('step')).toBe('5');
    expect(pay.getAttribute('max')).toBe('150');
    expect((screen.getByRole('radio', { name: 'Balanced' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Highest pay' }));
    fireEvent.change(radius, { target: { value: '60' } });
    fireEvent.change(pay, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: /HVAC/ }));
    expect(screen.getByRole('button', { name: /HVAC/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only jobs that require a certification' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only premium jobs (gold and platinum tiers)' }));
    expect(screen.getByText('$45/hr')).toBeTruthy();
    const analyticsCalls = api.callsTo(ANALYTICS).length;
    fireEvent.click(screen.getByRole('button', { name: 'Update Matches' }));
    await waitFor(() => expect(api.callsTo(ADVANCED)).toHaveLength(2));
    expect(api.callsTo(ADVANCED)[1]!.body).toMatchObject({
      preferences: {
        priority: 'pay',
        radius: 60,
        minimum_pay: 45,
        job_types: ['hvac'],
        certifications_only: true,
        premium_only: false,
      },
    });
    expect(await screen.findByRole('article', { name: /Panel upgrade in North York/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Premium Matches/ }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(api.callsTo(ANALYTICS).length).toBeGreaterThan(analyticsCalls));
  });

  it('AI Analytics: the summary’s figures, the period’s rates and three recommendations read from them', async () => {
    fakeApi({
      [PREFS]: json(200, { preferences: DEFAULT_PREMIUM_MATCHING_PREFERENCES, saved: false }),
      [ADVANCED]: json(200, answer()),
      [ANALYTICS]: json(200, performance),
    });
    renderPremium();
    await screen.findByRole('article', { name: /Panel upgrade/ });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'AI Analytics' }));
    const summary = await screen.findByLabelText('Premium match summary');
    expect(figure(summary, 'Jobs with a certification bonus')).toBe('1');
    expect(figure(summary, 'Response rate improvement')).toBe('—');
    expect(figure(summary, 'Competition level')).toBe('High');
    expect(
      screen.getByRole('meter', { name: 'Premium job availability' }).getAttribute('aria-valuenow'),
    ).toBe('50');
    expect(await screen.findByRole('meter', { name: 'Match quality' })).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Application rate' }).getAttribute('aria-valuenow')).toBe(
      '33.3',
    );
    const recommendations = within(screen.getByTestId('premium-recommendations')).getAllByRole('listitem');
    expect(recommendations.map((item) => item.textContent)).toEqual([
      '1 of your matches pays a certification bonus: add your certification numbers in Settings to rank first.',
      'Competition is high on your matches: apply early to the newest ones.',
      'Your matches pay 40% more than your reference rate on average.',
    ]);
  });

  it('keeps its query keys under the matcher’s root, the analytics key the one the matcher invalidates', () => {
    expect(MATCH_ANALYTICS_QUERY_KEY).toEqual(MATCHER_ANALYTICS_KEY);
    expect(PREMIUM_PREFERENCES_QUERY_KEY[0]).toBe(MATCHING_QUERY_KEY[0]);
  });
});
