import type { MatchAnalyticsDto } from '@hirehand/shared/matching/match-analytics';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppModalsContext } from '@/lib/modals/app-modals-context';
import { deferred, fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { MatchAnalyticsDialog } from './match-analytics-dialog';

resetAfterEach();

const figures = (overrides: Partial<MatchAnalyticsDto> = {}): MatchAnalyticsDto => ({
  days: 30,
  matching_performance: {
    total_matches_found: 14,
    match_quality_percentage: 62.5,
    application_rate: 21.4,
    high_confidence_matches: 3,
  },
  notification_effectiveness: { total_sent: 8, open_rate: 37.5, click_rate: 25, conversion_rate: 12.5 },
  ai_insights: ['14 matches in the last 30 days, 3 of them high confidence (80% or more).'],
  ...overrides,
});

const ANALYTICS = 'GET /api/ai/match-analytics';

function renderAnalytics() {
  const openModal = vi.fn();
  const view = renderWithApp(
    <AppModalsContext value={{ openModal, closeModal: vi.fn() }}>
      <MatchAnalyticsDialog open onOpenChange={vi.fn()} />
    </AppModalsContext>,
    { route: '/', session: { user: sampleUser() } },
  );
  return { ...view, openModal };
}

const card = (label: string) =>
  within(screen.getByLabelText('Matching performance')).getByText(label).parentElement!;

describe('MatchAnalyticsDialog', () => {
  it('loads the 30 days, shows the cards with their bands, the Success Score computed, the blocks and suggestions', async () => {
    const pending = deferred();
    const api = fakeApi({ [ANALYTICS]: () => pending.promise });
    renderAnalytics();
    expect(screen.getByRole('dialog', { name: 'AI Matching Analytics' })).toBeTruthy();
    expect(await screen.findAllByText('Analyzing your matching performance...')).not.toHaveLength(0);
    expect(api.callsTo(ANALYTICS)[0]!.query.get('days')).toBe('30');
    expect(screen.getByRole('button', { name: '30 Days' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => pending.resolve(json(200, figures())));

    await screen.findByLabelText('Matching performance');
    expect(card('Total Matches').textContent).toContain('14');
    expect(card('Total Matches').textContent).toContain('3 high confidence');
    expect(card('Match Quality').textContent).toContain('62.5%');
    expect(within(card('Match Quality')).getByText('Good').getAttribute('data-band')).toBe('good');
    expect(card('Application Rate').textContent).toContain('21.4%');
    expect(within(card('Application Rate')).getByText('Needs Improvement')).toBeTruthy();
    // 0.4 × 62.5 + 0.6 × 21.4 = 37.84
    expect(card('Success Score').textContent).toContain('37.8%');
    expect(within(card('Success Score')).getByText('Needs Improvement').className).toContain('text-red-700');

    expect(screen.getByTestId('notifications-sent').textContent).toBe('8');
    expect(screen.getByRole('meter', { name: 'Open rate' }).getAttribute('aria-valuenow')).toBe('37.5');
    expect(screen.getByRole('meter', { name: 'Click rate' }).getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByRole('meter', { name: 'Conversion rate' }).getAttribute('aria-valuenow')).toBe('12.5');
    expect(
      screen.getByText('14 matches in the last 30 days, 3 of them high confidence (80% or more).'),
    ).toBeTruthy();
    expect(screen.getByText('Performance Trends')).toBeTruthy();
    expect(screen.getByText('Matches a week').nextSibling?.textContent).toBe('3.3');
    expect(screen.getByText('Matches applied to').nextSibling?.textContent).toBe('3 / 14');
    const suggestions = within(screen.getByTestId('analytics-suggestions')).getAllByRole('listitem');
    expect(suggestions).toHaveLength(3);
  });

  it('reloads on another period, and hides the suggestions when every figure is good', async () => {
    const api = fakeApi({
      'GET /api/ai/match-analytics?days=30': json(200, figures()),
      'GET /api/ai/match-analytics?days=7': json(
        200,
        figures({
          days: 7,
          matching_performance: {
            total_matches_found: 5,
            match_quality_percentage: 88,
            application_rate: 80,
            high_confidence_matches: 4,
          },
          notification_effectiveness: { total_sent: 2, open_rate: 100, click_rate: 50, conversion_rate: 50 },
        }),
      ),
    });
    renderAnalytics();
    await screen.findByLabelText('Matching performance');
    fireEvent.click(screen.getByRole('button', { name: '7 Days' }));
    await waitFor(() => expect(card('Total Matches').textContent).toContain('5'));
    expect(api.calls.map((call) => call.query.get('days'))).toEqual(['30', '7']);
    expect(within(card('Match Quality')).getByText('Excellent').className).toContain('text-green-800');
    // 0.4 × 88 + 0.6 × 80 = 83.2
    expect(card('Success Score').textContent).toContain('83.2%');
    expect(screen.queryByText('Optimization Suggestions')).toBeNull();
  });

  it('shows the empty state with no match and no notification; the buttons lead to Settings and Smart Notifications', async () => {
    fakeApi({
      [ANALYTICS]: json(
        200,
        figures({
          matching_performance: {
            total_matches_found: 0,
            match_quality_percentage: 0,
            application_rate: 0,
            high_confidence_matches: 0,
          },
          notification_effectiveness: { total_sent: 0, open_rate: 0, click_rate: 0, conversion_rate: 0 },
          ai_insights: [],
        }),
      ),
    });
    const { openModal } = renderAnalytics();
    expect(await screen.findByText('No Analytics Available')).toBeTruthy();
    expect(screen.getByText('Start using AI job matching to see performance insights')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open the AI Job Matcher' }));
    expect(openModal).toHaveBeenCalledWith({ kind: 'ai-matcher' });
  });

  it('Configure Notifications opens the matcher on Smart Notifications; Update Profile links to the work preferences', async () => {
    fakeApi({ [ANALYTICS]: json(200, figures()) });
    const { openModal, router } = renderAnalytics();
    await screen.findByLabelText('Matching performance');
    fireEvent.click(screen.getByRole('button', { name: 'Configure Notifications' }));
    expect(openModal).toHaveBeenCalledWith({ kind: 'ai-matcher', panel: 'notifications' });
    fireEvent.click(screen.getByRole('link', { name: 'Update Profile for Better Matches' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.hash).toBe('#work-preferences');
  });
});
