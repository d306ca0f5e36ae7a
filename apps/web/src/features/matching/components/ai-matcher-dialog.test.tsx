import type { AiMatchResultDto, MatchedJobDto } from '@hirehand/shared/matching/match-jobs';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@hirehand/shared/matching/smart-notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppModalsContext } from '@/lib/modals/app-modals-context';
import { deferred, fakeApi, json, networkError } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { AiMatcherDialog } from './ai-matcher-dialog';

resetAfterEach();

const job = (overrides: Partial<MatchedJobDto> = {}): MatchedJobDto => ({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Panel upgrade in Leslieville',
  city: 'Toronto',
  rate: 48,
  duration_hours: 16,
  description: 'Replace a 100 A panel with a 200 A panel; permit pulled by the owner.',
  match_score: 92,
  success_probability: 81,
  application_priority: 'high',
  match_breakdown: { skills: 95, location: 88, pay: 90, schedule: 70, growth: 55 },
  match_explanations: {
    skills: 'Your skills name electrical wiring, which this job asks for.',
    location: 'It is 4.2 km from you.',
    pay: 'It pays $48 an hour, above your desired $40.',
    schedule: 'Day work, one of your schedules.',
    growth: 'A Red Seal job would add to your record.',
  },
  job_insights: ['Posted 2 hours ago', 'Add your Red Seal number to rank higher'],
  distance_km: 4.2,
  ...overrides,
});

const result = (overrides: Partial<AiMatchResultDto> = {}): AiMatchResultDto => ({
  total_matches: 4,
  high_confidence_matches: 2,
  matched_jobs: [
    job(),
    job({
      id: '22222222-2222-4222-8222-222222222222',
      title: 'Remote estimating help',
      city: null,
      rate: 30.5,
      duration_hours: null,
      match_score: 78,
      success_probability: 75,
      application_priority: 'medium',
      distance_km: null,
      job_insights: [],
    }),
    job({
      id: '33333333-3333-4333-8333-333333333333',
      title: 'Fair match',
      match_score: 60,
      application_priority: 'low',
    }),
    job({
      id: '44444444-4444-4444-8444-444444444444',
      title: 'Weak match',
      match_score: 59,
      application_priority: 'low',
    }),
  ],
  personalized_insights: {
    market_summary: { total_opportunities: 37 },
    recommendations: ['Add weekend availability: 12 more jobs would match.'],
  },
  missing_preferences: [],
  success_rate: 40,
  ...overrides,
});

const notEnabled = json(200, { notification_preferences: null });
const noneSaved = json(200, { jobs: [] });

function renderMatcher() {
  const openModal = vi.fn();
  const view = renderWithApp(
    <AppModalsContext value={{ openModal, closeModal: vi.fn() }}>
      <AiMatcherDialog open onOpenChange={vi.fn()} />
    </AppModalsContext>,
    { route: '/', session: { user: sampleUser({ id: 'worker-7' }) } },
  );
  return { ...view, openModal };
}

const find = () => fireEvent.click(screen.getByRole('button', { name: 'Find AI Matches' }));
const card = (title: string) => screen.getByRole('article', { name: new RegExp(title) });

describe('AiMatcherDialog', () => {
  it('goes from the idle prompt to loading to the matches, with every field of a match', async () => {
    const answer = deferred();
    const api = fakeApi({
      'GET /api/ai/smart-notifications': notEnabled,
      'GET /api/jobs/saved': noneSaved,
      'POST /api/ai/match-jobs': () => answer.promise,
    });
    renderMatcher();
    expect(screen.getByRole('dialog', { name: 'AI Job Matcher' })).toBeTruthy();
    expect(screen.getByText('Intelligent job matching powered by AI')).toBeTruthy();
    expect(screen.getByText('Find matches to see the market around you.')).toBeTruthy();
    find();
    expect(await screen.findByText('Considering location, skills, and preferences')).toBeTruthy();
    const status = within(screen.getByRole('dialog')).getAllByRole('status')[0]!;
    expect(status.textContent).toBe('AI is analyzing perfect matches...');
    expect(screen.getAllByText('AI is analyzing perfect matches...')).toHaveLength(2);
    expect(api.callsTo('POST /api/ai/match-jobs')[0]!.body).toEqual({
      worker_id: 'worker-7',
      send_notifications: false,
    });
    expect(api.callsTo('POST /api/ai/match-jobs')[0]!.headers.authorization).toBe('Bearer token-test');
    await act(async () => answer.resolve(json(200, result())));

    const summary = await screen.findByLabelText('Match summary');
    expect(status.textContent).toBe('4 matches found');
    expect(within(summary).getByText('Total Matches').nextSibling?.textContent).toBe('4');
    expect(within(summary).getByText('High Confidence').nextSibling?.textContent).toBe('2');
    expect(within(summary).getByText('AI Powered').nextSibling?.textContent).toBe('5 factors');
    expect(within(summary).getByText('Success Rate').nextSibling?.textContent).toBe('40%');

    const first = card('Panel upgrade in Leslieville');
    expect(within(first).getByText('High priority:')).toBeTruthy();
    expect(within(first).getByText(/Toronto/).textContent).toContain('(4.2 km away)');
    expect(within(first).getByText('$48/hr')).toBeTruthy();
    expect(within(first).getByText('16 hours')).toBeTruthy();
    expect(within(first).getByText(/Replace a 100 A panel/)).toBeTruthy();
    expect(within(first).getByTestId('match-badge').textContent).toBe('92% match');
    expect(within(first).getByText('Success: 81%')).toBeTruthy();
    const meters = within(first).getAllByRole('meter');
    expect(meters.map((m) => [m.getAttribute('aria-label'), m.getAttribute('aria-valuenow')])).toEqual([
      ['Skills', '95'],
      ['Location', '88'],
      ['Pay', '90'],
      ['Schedule', '70'],
      ['Growth', '55'],
    ]);
    expect(within(first).getByText('Why these scores')).toBeTruthy();
    expect(within(first).getByText('It pays $48 an hour, above your desired $40.')).toBeTruthy();
    expect(within(first).getByText('Add your Red Seal number to rank higher')).toBeTruthy();

    const remote = card('Remote estimating help');
    expect(within(remote).getByText('Medium priority:')).toBeTruthy();
    expect(within(remote).getByText('Remote')).toBeTruthy();
    expect(within(remote).getByText('$30.50/hr')).toBeTruthy();
    expect(within(remote).queryByText(/hours?$/)).toBeNull();
    expect(within(remote).queryByText('AI Insights')).toBeNull();

    // Colour bands (spec 2 §9): 90, 75, 60, below.
    expect(screen.getAllByTestId('match-badge').map((b) => b.dataset.band)).toEqual([
      'excellent',
      'strong',
      'fair',
      'weak',
    ]);
    expect(within(card('Weak match')).getByText('Low priority:')).toBeTruthy();

    const insights = screen.getByTestId('market-insights');
    expect(within(insights).getByText('37 opportunities available')).toBeTruthy();
    expect(within(insights).getByText('Add weekend availability: 12 more jobs would match.')).toBeTruthy();
  });

  it('shows "—" for a success rate with no history, and the preferences that would sharpen the matches', async () => {
    fakeApi({
      'GET /api/ai/smart-notifications': notEnabled,
      'GET /api/jobs/saved': noneSaved,
      'POST /api/ai/match-jobs': json(
        200,
        result({ success_rate: null, missing_preferences: ['desired_rate', 'schedules'] }),
      ),
    });
    renderMatcher();
    find();
    const summary = await screen.findByLabelText('Match summary');
    expect(within(summary).getByText('Success Rate').nextSibling?.textContent).toBe('—');
    expect(within(summary).getByText('Shown once you have applied to jobs')).toBeTruthy();
    expect(
      screen.getByText('Set your desired hourly rate and schedules in Settings for sharper matches.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open work preferences' }).getAttribute('href')).toBe(
      '/settings#work-preferences',
    );
  });

  it('shows the empty state with a link to the work preferences', async () => {
    fakeApi({
      'GET /api/ai/smart-notifications': notEnabled,
      'GET /api/jobs/saved': noneSaved,
      'POST /api/ai/match-jobs': json(
        200,
        result({
          total_matches: 0,
          high_confidence_matches: 0,
          matched_jobs: [],
          personalized_insights: { market_summary: { total_opportunities: 1 }, recommendations: [] },
        }),
      ),
    });
    renderMatcher();
    find();
    expect(await screen.findByText('No matches found')).toBeTruthy();
    expect(screen.getByText('Try updating your profile or skills for better matches')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update your work preferences' }).getAttribute('href')).toBe(
      '/settings#work-preferences',
    );
    expect(screen.getByText('1 opportunity available')).toBeTruthy();
  });

  it('tells the worker when matching fails and retries', async () => {
    const api = fakeApi({ 'GET /api/ai/smart-notifications': notEnabled, 'GET /api/jobs/saved': noneSaved })
      .once('POST /api/ai/match-jobs', networkError)
      .once('POST /api/ai/match-jobs', json(200, result()));
    renderMatcher();
    find();
    expect(await screen.findByText('Something went wrong while matching. Please try again.')).toBeTruthy();
    expect(screen.getByText("Matches couldn't be found").closest('[role="alert"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Panel upgrade in Leslieville')).toBeTruthy();
    expect(api.callsTo('POST /api/ai/match-jobs')).toHaveLength(2);
  });

  it("shows the server's text for a 429 or a 403", async () => {
    fakeApi({
      'GET /api/ai/smart-notifications': notEnabled,
      'GET /api/jobs/saved': noneSaved,
      'POST /api/ai/match-jobs': json(429, {
        detail: 'You have run the matcher 20 times today. Try again tomorrow.',
      }),
    });
    renderMatcher();
    find();
    expect(
      (await screen.findByText('You have run the matcher 20 times today. Try again tomorrow.')).closest(
        '[role="alert"]',
      ),
    ).toBeTruthy();
  });

  it('shows a job the person saved before as Saved', async () => {
    fakeApi({
      'GET /api/ai/smart-notifications': notEnabled,
      'GET /api/jobs/saved': json(200, {
        jobs: [{ id: '11111111-1111-4111-8111-111111111111', saved_at: '2026-11-20T12:00:00.000Z' }],
      }),
      'POST /api/ai/match-jobs': json(200, result()),
    });
    renderMatcher();
    find();
    await screen.findByText('Panel upgrade in Leslieville');
    const saved = await within(card('Panel upgrade in Leslieville')).findByRole('button', { name: 'Saved' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
  });

  it('opens the apply form and the job, and saves and unsaves a job', async () => {
    const api = fakeApi({
      'GET /api/ai/smart-notifications': notEnabled,
      'GET /api/jobs/saved': noneSaved,
      'POST /api/ai/match-jobs': json(200, result()),
      'PUT /api/jobs/:id/saved': new Response(null, { status: 204 }),
      'DELETE /api/jobs/:id/saved': new Response(null, { status: 204 }),
    });
    const { openModal } = renderMatcher();
    find();
    await screen.findByText('Panel upgrade in Leslieville');
    const first = card('Panel upgrade in Leslieville');
    const id = '11111111-1111-4111-8111-111111111111';

    fireEvent.click(within(first).getByRole('button', { name: 'Apply Now' }));
    expect(openModal).toHaveBeenLastCalledWith({
      kind: 'apply',
      postingId: id,
      title: 'Panel upgrade in Leslieville',
    });
    fireEvent.click(within(first).getByRole('button', { name: 'View Details' }));
    expect(openModal).toHaveBeenLastCalledWith({ kind: 'job', jobId: id });

    const save = within(first).getByRole('button', { name: 'Save Job' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(save);
    const saved = await within(first).findByRole('button', { name: 'Saved' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    expect(api.callsTo('PUT /api/jobs/:id/saved').map((c) => c.path)).toEqual([`/api/jobs/${id}/saved`]);

    fireEvent.click(saved);
    expect(await within(first).findByRole('button', { name: 'Save Job' })).toBeTruthy();
    expect(api.callsTo('DELETE /api/jobs/:id/saved').map((c) => c.path)).toEqual([`/api/jobs/${id}/saved`]);
  });

  it('says so when a job cannot be saved', async () => {
    fakeApi({
      'GET /api/ai/smart-notifications': notEnabled,
      'GET /api/jobs/saved': noneSaved,
      'POST /api/ai/match-jobs': json(200, result()),
      'PUT /api/jobs/:id/saved': json(500, {}),
    });
    renderMatcher();
    find();
    await screen.findByText('Panel upgrade in Leslieville');
    const first = card('Panel upgrade in Leslieville');
    fireEvent.click(within(first).getByRole('button', { name: 'Save Job' }));
    expect((await within(first).findByRole('alert')).textContent).toBe(
      "The job couldn't be saved. Please try again.",
    );
    expect(within(first).getByRole('button', { name: 'Save Job' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});

describe('Smart Notifications', () => {
  const panel = () => screen.getByTestId('smart-notifications');
  const select = (name: string) => within(panel()).getByRole('combobox', { name }) as HTMLSelectElement;

  it('starts not enabled, on the defaults of spec 2 §9, and enables with exactly the contract', async () => {
    const answer = deferred();
    const api = fakeApi({
      'GET /api/ai/smart-notifications': notEnabled,
      'GET /api/jobs/saved': noneSaved,
      'POST /api/ai/smart-notifications': () => answer.promise,
    });
    renderMatcher();
    await within(panel()).findByText('Get told when a new job matches you well.');
    expect(within(panel()).queryByText('Active')).toBeNull();
    expect(select('Minimum match score').value).toBe(
      String(DEFAULT_NOTIFICATION_PREFERENCES.min_match_score),
    );
    expect(select('Maximum distance').value).toBe('25');
    expect(select('Frequency').value).toBe('daily');
    expect([...select('Minimum match score').options].map((o) => o.value)).toEqual(['60', '75', '90']);
    expect([...select('Maximum distance').options].map((o) => o.value)).toEqual(['10', '25', '50']);
    expect([...select('Frequency').options].map((o) => o.value)).toEqual(['immediate', 'daily', 'weekly']);
    const email = within(panel()).getByRole('checkbox', { name: 'Email' }) as HTMLInputElement;
    const inApp = within(panel()).getByRole('checkbox', { name: 'In-app' }) as HTMLInputElement;
    expect([email.checked, inApp.checked]).toEqual([true, true]);

    fireEvent.change(select('Minimum match score'), { target: { value: '90' } });
    fireEvent.change(select('Maximum distance'), { target: { value: '10' } });
    fireEvent.change(select('Frequency'), { target: { value: 'immediate' } });
    fireEvent.click(email);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Plumbing' }));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Electrical' }));
    expect(within(panel()).getByRole('button', { name: 'Plumbing' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(panel()).getByRole('button', { name: 'Enable Smart Notifications' }));
    await waitFor(() => expect(api.callsTo('POST /api/ai/smart-notifications')).toHaveLength(1));
    expect(api.callsTo('POST /api/ai/smart-notifications')[0]!.body).toEqual({
      min_match_score: 90,
      max_distance_km: 10,
      preferred_categories: ['plumbing', 'electrical'],
      notification_frequency: 'immediate',
      methods: ['in_app'],
    });
    await act(async () =>
      answer.resolve(
        json(200, {
          notification_preferences: {
            min_match_score: 90,
            max_distance_km: 10,
            preferred_categories: ['plumbing', 'electrical'],
            notification_frequency: 'immediate',
            methods: ['in_app'],
          },
        }),
      ),
    );
    expect(
      await within(panel()).findByText(
        "Smart notifications enabled! You'll receive personalized job matches.",
      ),
    ).toBeTruthy();
    expect(within(panel()).getByText('Active')).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: 'Update Notifications' })).toBeTruthy();
    expect(select('Minimum match score').value).toBe('90');
  });

  it('loads saved preferences as enabled', async () => {
    fakeApi({
      'GET /api/ai/smart-notifications': json(200, {
        notification_preferences: {
          min_match_score: 60,
          max_distance_km: 50,
          preferred_categories: ['hvac'],
          notification_frequency: 'weekly',
          methods: ['email'],
        },
      }),
    });
    renderMatcher();
    expect(await within(panel()).findByText('Active')).toBeTruthy();
    expect(select('Minimum match score').value).toBe('60');
    expect(select('Maximum distance').value).toBe('50');
    expect(select('Frequency').value).toBe('weekly');
    expect((within(panel()).getByRole('checkbox', { name: 'In-app' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(within(panel()).getByRole('button', { name: 'HVAC' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says the save failed, inline', async () => {
    fakeApi({
      'GET /api/ai/smart-notifications': notEnabled,
      'GET /api/jobs/saved': noneSaved,
      'POST /api/ai/smart-notifications': json(500, {}),
    });
    renderMatcher();
    fireEvent.click(await within(panel()).findByRole('button', { name: 'Enable Smart Notifications' }));
    expect(await within(panel()).findByText('Failed to setup notifications. Please try again.')).toBeTruthy();
    expect(within(panel()).queryByText('Active')).toBeNull();
  });

  it('offers a retry when the preferences cannot be loaded', async () => {
    fakeApi()
      .once('GET /api/ai/smart-notifications', json(500, {}))
      .once('GET /api/ai/smart-notifications', notEnabled);
    renderMatcher();
    expect(await within(panel()).findByText("Your notification settings couldn't be loaded.")).toBeTruthy();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(panel()).getByRole('button', { name: 'Enable Smart Notifications' })).toBeTruthy(),
    );
  });

  it('opens on Smart Notifications when asked (AI Matching Analytics’ Configure Notifications)', async () => {
    fakeApi({ 'GET /api/ai/smart-notifications': notEnabled, 'GET /api/jobs/saved': noneSaved });
    renderWithApp(
      <AppModalsContext value={{ openModal: vi.fn(), closeModal: vi.fn() }}>
        <AiMatcherDialog open panel="notifications" onOpenChange={vi.fn()} />
      </AppModalsContext>,
      { route: '/', session: { user: sampleUser() } },
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('smart-notifications')));
  });
});
