import type { GigDetailDto } from '@hirehand/shared/gigs/gig-dto';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppModals } from '@/lib/modals/app-modals-context';
import { buildPosting, buildUser } from '@/testing/builders';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach } from '@/testing/session-fixtures';

resetAfterEach();

function buildJobDetail(overrides: Partial<GigDetailDto> = {}): GigDetailDto {
  const {
    address: _a,
    updated_at: _u,
    application_counts: _c,
    ...posting
  } = buildPosting({
    id: 'job-7',
    title: 'Replace a water heater',
    description: 'Remove the old 40 gallon tank and install the new one.',
  });
  return {
    ...posting,
    creator: {
      id: 'user-1',
      name: 'Olivia Tremblay',
      profile_picture: null,
      trust_score: 70,
      bio: null,
      verified: true,
    },
    work_experience: [],
    travel_required: false,
    applications_count: 3,
    can_apply: true,
    is_owner: false,
    my_application: null,
    ...overrides,
  };
}

/** Opens the posting through the app's modal host, as "View your job posting" does. */
function Opener({ mode }: { mode: 'job' | 'service' }) {
  const { openModal } = useAppModals();
  return (
    <button
      type="button"
      onClick={() =>
        openModal(
          mode === 'job' ? { kind: 'job', jobId: 'job-7' } : { kind: 'gig-marketplace', gigId: 'job-7' },
        )
      }
    >
      open
    </button>
  );
}

describe('JobDetailDialog', () => {
  it('shows a job as a job: pay, place, type, schedule, openings and its description, never a provider bio or a delivery time', async () => {
    fakeApi({ 'GET /api/gigs/job-7': json(200, buildJobDetail()) });
    renderWithApp(<Opener mode="job" />, { session: { user: buildUser({ id: 'me' }) } });
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace a water heater' });
    const text = dialog.textContent ?? '';
    for (const expected of [
      'Posted by Tremblay Builds',
      '$38/hour',
      'Toronto, ON',
      'Full-time',
      '2 people',
      'Not allowed',
      'Remove the old 40 gallon tank and install the new one.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/bio|Delivery time|provider/i);
    expect(within(dialog).getByRole('button', { name: 'Apply Now' })).toBeTruthy();
  });

  it('offers its poster the dashboard instead of Apply Now', async () => {
    fakeApi({ 'GET /api/gigs/job-7': json(200, buildJobDetail({ is_owner: true, can_apply: false })) });
    renderWithApp(<Opener mode="job" />, { session: { user: buildUser({ id: 'user-1' }) } });
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace a water heater' });
    expect(within(dialog).queryByRole('button', { name: 'Apply Now' })).toBeNull();
    expect(
      within(dialog).getByRole('link', { name: 'Manage it in your dashboard' }).getAttribute('href'),
    ).toBe('/dashboard?tab=postings');
  });

  it('says when the job is gone', async () => {
    fakeApi({ 'GET /api/gigs/job-7': json(404, { detail: 'Gig not found' }) });
    renderWithApp(<Opener mode="job" />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByRole('dialog', { name: 'This job is no longer available.' })).toBeTruthy();
  });
});
