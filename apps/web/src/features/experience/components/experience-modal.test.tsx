import type { ExperienceEntryDto, ExperienceListDto } from '@hirehand/shared/experience/experience';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session/session';
import { fakeApi, json } from '@/testing/fake-api';
import { resetAfterEach } from '@/testing/session-fixtures';
import { ExperienceModal } from './experience-modal';

const entry = (overrides: Partial<ExperienceEntryDto> = {}): ExperienceEntryDto => ({
  id: 'e1',
  title: 'Kitchen renovation',
  description: 'Cabinets, counters and backsplash.',
  category: 'carpentry',
  work_type: 'project',
  duration_days: 12,
  hourly_rate: 45,
  total_earned: 4320,
  client_rating: 4,
  client_review: 'Tidy and on time.',
  skills_used: ['Carpentry', 'Tiling'],
  work_samples: [],
  completion_date: '2025-11-20T15:00:00.000Z',
  client_id: 'c1',
  client_name: 'Olivia Chen',
  gig_id: null,
  application_id: null,
  created_at: '2025-11-20T15:00:00.000Z',
  ...overrides,
});

const listing = (experiences: ExperienceEntryDto[]): ExperienceListDto => ({
  experiences,
  user_info: {
    id: 'maya',
    name: 'Maya Singh',
    profile_picture: null,
    location: 'Toronto',
    trust_score: 76,
    verified: true,
  },
  experience_summary: {
    total_jobs: experiences.length,
    total_earned: 12345.5,
    // As the server computes them: 0 without a self-rated entry.
    average_rating: experiences.some((e) => e.client_rating !== null) ? 4.5 : 0,
    success_rate: experiences.some((e) => e.client_rating !== null) ? 87.5 : 0,
  },
});

function renderModal(data: ExperienceListDto) {
  const api = fakeApi({ 'GET /api/experience/:userId': json(200, data) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ExperienceModal open userId="maya" onOpenChange={() => {}} />
    </QueryClientProvider>,
  );
  return api;
}

/** The value shown under a summary label. */
const stat = (label: string) => {
  const summary = screen.getByLabelText('Summary');
  return within(summary).getByText(label).closest('div')?.querySelector('dd')?.textContent;
};

resetAfterEach();

describe('ExperienceModal', () => {
  it('shows the profile header, the summary in CAD and the entries', async () => {
    const api = renderModal(listing([entry(), entry({ id: 'e2', title: 'Deck build', client_name: null })]));
    expect(screen.getByText('Loading work experience...')).toBeTruthy();
    expect(await screen.findByText('Maya Singh')).toBeTruthy();
    expect(api.calls[0]?.url).toBe('/api/experience/maya');
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Toronto')).toBeTruthy();
    expect(screen.getByText('Trust score 76')).toBeTruthy();
    expect(stat('Total jobs')).toBe('2');
    expect(stat('Total earned')).toBe('$12,345.50');
    expect(stat('Own rating (self-reported)')).toBe('4.5 / 5');
    expect(stat('Self-rated 4+ stars')).toBe('88%');

    const cards = screen.getAllByTestId('experience-entry');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Kitchen renovation' })).toBeTruthy();
    // The category badge, and Carpentry again among the skills.
    expect(first.getAllByText('Carpentry')).toHaveLength(2);
    expect(within(first.getByRole('list', { name: 'Skills used' })).getAllByRole('listitem')).toHaveLength(2);
    expect(first.getByText('Project')).toBeTruthy();
    expect(first.getByText('12 days')).toBeTruthy();
    expect(first.getByText('$45/hr')).toBeTruthy();
    expect(first.getByText('$4,320 earned')).toBeTruthy();
    // The worker's own stars, never presented as a client's rating.
    expect(first.getByRole('img', { name: 'Self-reported: 4 out of 5 stars' })).toBeTruthy();
    expect(first.getByText('(self-reported)')).toBeTruthy();
    expect(first.getByText('Tidy and on time.')).toBeTruthy();
    expect(first.getByText('Completed Nov 20, 2025')).toBeTruthy();
    expect(first.getByText('Client: Olivia Chen')).toBeTruthy();
    expect(within(cards[1]!).queryByText(/^Client:/)).toBeNull();
  });

  it('shows no stars for an entry the worker did not rate, and no rating figures', async () => {
    renderModal(listing([entry({ client_rating: null })]));
    const card = within(await screen.findByTestId('experience-entry'));
    expect(card.queryByRole('img', { name: /stars/ })).toBeNull();
    expect(card.queryByText('(self-reported)')).toBeNull();
    expect(stat('Own rating (self-reported)')).toBe('None yet');
  });

  it('shows the empty state', async () => {
    renderModal(listing([]));
    expect(await screen.findByText('No Work Experience Yet')).toBeTruthy();
    expect(stat('Total jobs')).toBe('0');
    expect(stat('Own rating (self-reported)')).toBe('None yet');
    expect(stat('Self-rated 4+ stars')).toBe('None yet');
  });

  it('gives a visitor no Add, edit or delete controls', async () => {
    saveSession('t', { id: 'someone-else', email: 'x@example.ca' } as never);
    renderModal(listing([entry()]));
    await screen.findByText('Kitchen renovation');
    expect(screen.queryByRole('button', { name: 'Add Experience' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('gives the owner Add Experience and per-entry edit and delete', async () => {
    saveSession('t', { id: 'maya', email: 'maya@example.ca' } as never);
    renderModal(listing([entry()]));
    await screen.findByText('Kitchen renovation');
    expect(screen.getByRole('button', { name: 'Edit "Kitchen renovation"' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete "Kitchen renovation"' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add Experience' }));
    const form = await screen.findByTestId('experience-form');
    // The worker's own rating, labelled self-reported, with nothing pre-filled.
    const rating = within(form).getByRole('group', { name: 'Your own rating of this job (self-reported)' });
    expect(
      within(rating)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);
    fireEvent.click(within(rating).getByRole('radio', { name: '3 stars' }));
    expect(within(rating).getByRole('radio', { name: '3 stars' })).toHaveProperty('checked', true);
    fireEvent.click(within(rating).getByRole('button', { name: 'No rating' }));
    expect(within(rating).getByRole('radio', { name: '3 stars' })).toHaveProperty('checked', false);
    fireEvent.click(within(form).getByRole('button', { name: 'Save Experience' }));
    expect(within(form).getAllByText('Please fill in title and description')).toHaveLength(2);
  });

  it('adds an entry with numbers parsed and completion_date set, then says so', async () => {
    saveSession('t', { id: 'maya', email: 'maya@example.ca' } as never);
    const api = renderModal(listing([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Experience' }));
    const form = within(await screen.findByTestId('experience-form'));
    fireEvent.change(form.getByLabelText(/^Title/), { target: { value: 'Fence repair' } });
    fireEvent.change(form.getByLabelText(/^Description/), { target: { value: 'Replaced 6 posts.' } });
    fireEvent.change(form.getByLabelText(/^Duration/), { target: { value: '3' } });
    fireEvent.change(form.getByLabelText(/^Total earned/), { target: { value: '900.5' } });
    fireEvent.change(form.getByLabelText(/^Skills used/), {
      target: { value: 'Carpentry, , carpentry, Post setting' },
    });
    fireEvent.click(form.getByRole('radio', { name: '4 stars' }));
    api.on('POST /api/experience/add', json(201, { message: 'ok', experience: entry() }));
    fireEvent.click(form.getByRole('button', { name: 'Save Experience' }));
    await waitFor(() => expect(screen.queryByTestId('experience-form')).toBeNull());
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/experience/add');
    const body = post?.body;
    expect(body).toMatchObject({
      title: 'Fence repair',
      description: 'Replaced 6 posts.',
      category: 'handyman',
      work_type: 'project',
      duration_days: 3,
      hourly_rate: null,
      total_earned: 900.5,
      client_rating: 4,
      skills_used: ['Carpentry', 'Post setting'],
    });
    expect(Number.isNaN(Date.parse(body.completion_date))).toBe(false);
  });

  it('shows the detail or "Failed to add experience" when adding fails', async () => {
    saveSession('t', { id: 'maya', email: 'maya@example.ca' } as never);
    const api = renderModal(listing([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Experience' }));
    const form = within(await screen.findByTestId('experience-form'));
    fireEvent.change(form.getByLabelText(/^Title/), { target: { value: 'Fence repair' } });
    fireEvent.change(form.getByLabelText(/^Description/), { target: { value: 'Replaced 6 posts.' } });
    api.on('POST /api/experience/add', new Response('', { status: 500 }));
    fireEvent.click(form.getByRole('button', { name: 'Save Experience' }));
    expect(await form.findByText('Failed to add experience')).toBeTruthy();
  });

  it('edits only what changed, and deletes after confirmation', async () => {
    saveSession('t', { id: 'maya', email: 'maya@example.ca' } as never);
    const api = renderModal(listing([entry()]));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit "Kitchen renovation"' }));
    const form = within(await screen.findByTestId('experience-form'));
    expect((form.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Kitchen renovation');
    fireEvent.change(form.getByLabelText(/^Title/), { target: { value: 'Kitchen remodel' } });
    api
      .on('PATCH /api/experience/entries/:id', json(200, entry()))
      .on('DELETE /api/experience/entries/:id', new Response(null, { status: 204 }));
    fireEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByTestId('experience-form')).toBeNull());
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/api/experience/entries/e1');
    expect(patch?.body).toEqual({ title: 'Kitchen remodel' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete "Kitchen renovation"' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/will be removed from your work experience/)).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const del = api.calls.find((call) => call.method === 'DELETE');
    expect(del?.url).toBe('/api/experience/entries/e1');
  });

  it('closes only the top dialog on Escape and gives focus back to the button that opened it', async () => {
    saveSession('t', { id: 'maya', email: 'maya@example.ca' } as never);
    renderModal(listing([entry()]));
    for (const name of ['Edit "Kitchen renovation"', 'Delete "Kitchen renovation"']) {
      const opener = await screen.findByRole('button', { name });
      opener.focus();
      fireEvent.click(opener);
      const top = await screen.findByRole(name.startsWith('Edit') ? 'dialog' : 'alertdialog', {
        name: name.startsWith('Edit') ? 'Edit Experience' : /Delete/,
      });
      fireEvent.keyDown(document.activeElement ?? top, { key: 'Escape' });
      await waitFor(() => expect(top.isConnected).toBe(false));
      expect(screen.getByTestId('experience-modal')).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(opener));
    }
  });
});
