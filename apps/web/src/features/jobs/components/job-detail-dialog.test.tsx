import type { GigDetailDto } from '@hirehand/shared/gigs/gig-dto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppModals } from '@/lib/modals/app-modals-context';
import { buildPosting, buildUser } from '@/testing/builders';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { sampleJob } from '@/testing/sample-job';
import { sampleSubscription } from '@/testing/sample-subscription';
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
    can_manage: false,
    my_application: null,
    ...overrides,
  };
}

/** The signed-in viewer's saved jobs (the Save toggle's state): none. */
const notSaved = () => ({ 'GET /api/jobs/saved': json(200, { jobs: [] }) });

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
    fakeApi({ 'GET /api/gigs/job-7': json(200, buildJobDetail()), ...notSaved() });
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
    fakeApi({
      'GET /api/gigs/job-7': json(
        200,
        buildJobDetail({ is_owner: true, can_manage: true, can_apply: false }),
      ),
    });
    renderWithApp(<Opener mode="job" />, { session: { user: buildUser({ id: 'user-1' }) } });
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace a water heater' });
    expect(within(dialog).queryByRole('button', { name: 'Apply Now' })).toBeNull();
    expect(
      within(dialog).getByRole('link', { name: 'Manage it in your dashboard' }).getAttribute('href'),
    ).toBe('/dashboard?tab=postings');
  });

  it("offers a colleague who posts for the job's company the company's dashboard, never Apply or Message", async () => {
    const companyId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    fakeApi({
      'GET /api/gigs/job-7': json(
        200,
        buildJobDetail({ company_id: companyId, is_owner: false, can_manage: true, can_apply: false }),
      ),
    });
    renderWithApp(<Opener mode="job" />, { session: { user: buildUser({ id: 'colleague' }) } });
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace a water heater' });
    const manage = within(dialog).getByRole('link', { name: 'Manage it in your dashboard' });
    expect(manage.getAttribute('href')).toBe(`/dashboard?tab=postings&company=${companyId}`);
    for (const name of ['Apply Now', 'Message', 'Save job']) {
      expect(within(dialog).queryByRole('button', { name })).toBeNull();
    }
  });

  it("offers a member of the job's company who may not manage it no Apply Now", async () => {
    fakeApi({
      'GET /api/gigs/job-7': json(
        200,
        buildJobDetail({ company_id: 'company-1', can_manage: false, can_apply: false }),
      ),
      ...notSaved(),
    });
    renderWithApp(<Opener mode="job" />, { session: { user: buildUser({ id: 'viewer' }) } });
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace a water heater' });
    expect(within(dialog).queryByRole('button', { name: 'Apply Now' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Manage it in your dashboard' })).toBeNull();
  });

  it('says when the job is gone', async () => {
    fakeApi({ 'GET /api/gigs/job-7': json(404, { detail: 'Gig not found' }) });
    renderWithApp(<Opener mode="job" />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByRole('dialog', { name: 'This job is no longer available.' })).toBeTruthy();
  });

  it('shows the Pro badge by the poster only when the server marks them pro', async () => {
    const base = buildJobDetail();
    fakeApi({
      'GET /api/gigs/job-7': json(200, buildJobDetail({ creator: { ...base.creator, pro: true } })),
    });
    renderWithApp(<Opener mode="job" />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace a water heater' });
    expect(within(dialog).getByText('Pro member')).toBeTruthy();
  });

  it('shows no Pro badge for a poster not marked pro', async () => {
    fakeApi({ 'GET /api/gigs/job-7': json(200, buildJobDetail()) });
    renderWithApp(<Opener mode="job" />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace a water heater' });
    expect(within(dialog).queryByTestId('pro-badge')).toBeNull();
  });
});

const MINE = 'GET /api/membership/my-subscription';

const subscription = sampleSubscription;

const settle = () => new Promise((done) => setTimeout(done, 20));

describe('JobDetailDialog: the employer contact', () => {
  it('shows the e-mail as a mailto link and the phone as a tel link when the server sends them', async () => {
    const api = fakeApi({
      ...notSaved(),
      'GET /api/gigs/job-7': json(
        200,
        buildJobDetail({ employer_contact: { email: 'olivia@tremblay.ca', phone: '(416) 555-0199' } }),
      ),
    });
    renderWithApp(<Opener mode="job" />, { session: { user: buildUser({ id: 'me' }) } });
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace a water heater' });
    const block = within(dialog).getByRole('region', { name: 'Contact the employer' });
    expect(block.textContent).toBe('Contact the employerE-mail:olivia@tremblay.caPhone:(416) 555-0199');
    expect(within(block).getByRole('link', { name: 'olivia@tremblay.ca' }).getAttribute('href')).toBe(
      'mailto:olivia@tremblay.ca',
    );
    expect(within(block).getByRole('link', { name: '(416) 555-0199' }).getAttribute('href')).toBe(
      'tel:4165550199',
    );
    expect(within(dialog).queryByTestId('employer-contact-upsell')).toBeNull();
    await settle();
    expect(api.callsTo(MINE)).toHaveLength(0);
  });

  it('shows only the e-mail when the poster gave no phone', async () => {
    fakeApi({
      ...notSaved(),
      'GET /api/gigs/job-7': json(
        200,
        buildJobDetail({ employer_contact: { email: 'olivia@tremblay.ca', phone: null } }),
      ),
    });
    renderWithApp(<Opener mode="job" />, { session: { user: buildUser({ id: 'me' }) } });
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const block = await screen.findByRole('region', { name: 'Contact the employer' });
    expect(
      within(block)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['mailto:olivia@tremblay.ca']);
  });

  it("tells a basic worker that Premium members see the employer's contact, with a link to the plans", async () => {
    const api = fakeApi({
      ...notSaved(),
      'GET /api/gigs/job-7': json(200, buildJobDetail({ employer_contact: null })),
      [MINE]: json(200, subscription({ entitlements: ['advanced_search'] })),
    });
    const { router } = renderWithApp(<Opener mode="job" />, {
      session: { user: buildUser({ id: 'me', user_type: 'worker' }) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const line = await screen.findByTestId('employer-contact-upsell');
    expect(line.textContent).toBe("Premium members see the employer's direct contact. See plans");
    const link = within(line).getByRole('link', { name: 'See plans' });
    expect(link.getAttribute('href')).toBe('/membership');
    expect(screen.queryByRole('region', { name: 'Contact the employer' })).toBeNull();
    expect(api.callsTo(MINE)).toHaveLength(1);
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/membership'));
  });

  it('says nothing to a worker whose plan gives employer_contact (the server sent none)', async () => {
    const api = fakeApi({
      ...notSaved(),
      'GET /api/gigs/job-7': json(200, buildJobDetail({ employer_contact: null })),
      [MINE]: json(200, subscription({ membership_tier: 'premium', entitlements: ['employer_contact'] })),
    });
    renderWithApp(<Opener mode="job" />, { session: { user: buildUser({ id: 'me', user_type: 'worker' }) } });
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('dialog', { name: 'Replace a water heater' });
    await waitFor(() => expect(api.callsTo(MINE)).toHaveLength(1));
    await settle();
    expect(screen.queryByTestId('employer-contact-upsell')).toBeNull();
  });

  it('shows a visitor nothing extra and asks no my-subscription', async () => {
    const api = fakeApi({ 'GET /api/gigs/job-7': json(200, buildJobDetail({ employer_contact: null })) });
    renderWithApp(<Opener mode="job" />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('dialog', { name: 'Replace a water heater' });
    await settle();
    expect(screen.queryByTestId('employer-contact-upsell')).toBeNull();
    expect(screen.queryByTestId('employer-contact')).toBeNull();
    expect(api.callsTo(MINE)).toHaveLength(0);
  });

  it('shows the poster nothing extra on their own job and asks no my-subscription', async () => {
    const api = fakeApi({
      'GET /api/gigs/job-7': json(
        200,
        buildJobDetail({ is_owner: true, can_manage: true, can_apply: false, employer_contact: null }),
      ),
    });
    renderWithApp(<Opener mode="job" />, {
      session: { user: buildUser({ id: 'user-1', user_type: 'worker' }) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('dialog', { name: 'Replace a water heater' });
    await settle();
    expect(screen.queryByTestId('employer-contact-upsell')).toBeNull();
    expect(api.callsTo(MINE)).toHaveLength(0);
  });
});

describe('JobDetailDialog: Save job', () => {
  const SAVED = 'GET /api/jobs/saved';
  const savedJob7 = () =>
    json(200, { jobs: [{ ...sampleJob({ id: 'job-7' }), saved_at: '2026-03-05T15:00:00Z' }] });
  // Not a worker, so the dialog asks for no plan (the employer-contact line).
  const signedIn = { session: { user: buildUser({ id: 'me' }) } };
  const openDialog = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    return screen.findByRole('dialog', { name: 'Replace a water heater' });
  };

  it('saves the job with PUT, then shows it pressed from the refreshed saved list', async () => {
    const api = fakeApi({ 'GET /api/gigs/job-7': json(200, buildJobDetail()) })
      .once(SAVED, json(200, { jobs: [] }))
      .on(SAVED, savedJob7())
      .on('PUT /api/jobs/:id/saved', json(204));
    renderWithApp(<Opener mode="job" />, signedIn);
    const dialog = await openDialog();
    const toggle = await within(dialog).findByRole('button', { name: 'Save job' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(api.callsTo('PUT /api/jobs/:id/saved').map((call) => call.url)).toEqual([
        '/api/jobs/job-7/saved',
      ]),
    );
    const pressed = await within(dialog).findByRole('button', { name: 'Saved' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(api.callsTo(SAVED)).toHaveLength(2));
    expect(await screen.findByText('Job saved. Find it under Saved jobs in your dashboard.')).toBeTruthy();
  });

  it('removes a saved job with DELETE', async () => {
    const api = fakeApi({ 'GET /api/gigs/job-7': json(200, buildJobDetail()) })
      .once(SAVED, savedJob7())
      .on(SAVED, json(200, { jobs: [] }))
      .on('DELETE /api/jobs/:id/saved', json(204));
    renderWithApp(<Opener mode="job" />, signedIn);
    const dialog = await openDialog();
    const toggle = await within(dialog).findByRole('button', { name: 'Saved' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    const unpressed = await within(dialog).findByRole('button', { name: 'Save job' });
    expect(unpressed.getAttribute('aria-pressed')).toBe('false');
    expect(api.callsTo('DELETE /api/jobs/:id/saved').map((call) => call.url)).toEqual([
      '/api/jobs/job-7/saved',
    ]);
    expect(await screen.findByText('Job removed from your saved jobs.')).toBeTruthy();
  });

  it("shows the server's text when the saved jobs are full, and stays unpressed", async () => {
    fakeApi({
      'GET /api/gigs/job-7': json(200, buildJobDetail()),
      [SAVED]: json(200, { jobs: [] }),
      'PUT /api/jobs/:id/saved': json(409, {
        code: 'jobs.saved_limit',
        detail: 'You can save up to 200 jobs. Remove a saved job to save another.',
      }),
    });
    renderWithApp(<Opener mode="job" />, signedIn);
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save job' }));
    expect(
      (await screen.findAllByText('You can save up to 200 jobs. Remove a saved job to save another.')).length,
    ).toBeGreaterThan(0);
    expect(within(dialog).getByRole('button', { name: 'Save job' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('offers no toggle on a closed job unless it is saved (then only to remove it)', async () => {
    fakeApi({
      'GET /api/gigs/job-7': json(200, buildJobDetail({ status: 'closed', can_apply: false })),
      [SAVED]: json(200, { jobs: [] }),
    });
    renderWithApp(<Opener mode="job" />, signedIn);
    const dialog = await openDialog();
    await settle();
    expect(within(dialog).queryByRole('button', { name: 'Save job' })).toBeNull();
    cleanup();

    fakeApi({
      'GET /api/gigs/job-7': json(200, buildJobDetail({ status: 'closed', can_apply: false })),
      [SAVED]: savedJob7(),
    });
    renderWithApp(<Opener mode="job" />, signedIn);
    const again = await openDialog();
    expect((await within(again).findByRole('button', { name: 'Saved' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('shows no toggle to a visitor or to the poster, and asks for no saved list', async () => {
    const api = fakeApi({ 'GET /api/gigs/job-7': json(200, buildJobDetail()) });
    renderWithApp(<Opener mode="job" />);
    const dialog = await openDialog();
    await settle();
    expect(within(dialog).queryByRole('button', { name: 'Save job' })).toBeNull();
    cleanup();

    fakeApi({
      'GET /api/gigs/job-7': json(
        200,
        buildJobDetail({ is_owner: true, can_manage: true, can_apply: false }),
      ),
    });
    renderWithApp(<Opener mode="job" />, { session: { user: buildUser({ id: 'user-1' }) } });
    const own = await openDialog();
    await settle();
    expect(within(own).queryByRole('button', { name: 'Save job' })).toBeNull();
    expect(api.callsTo(SAVED)).toHaveLength(0);
  });
});
