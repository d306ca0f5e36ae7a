import type { JobAlertDto } from '@hirehand/shared/matching/job-alerts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { JobAlertsSection } from './job-alerts-section';

resetAfterEach();

const ELECTRICIAN: JobAlertDto = {
  id: 'alert-1',
  name: 'Electrician jobs near Toronto within 25 km',
  filters: {
    searchTerm: 'electrician',
    location: 'Toronto',
    radius: '25',
    jobType: 'full-time',
    minSalary: 30,
    maxSalary: 45,
    remoteAllowed: true,
  },
  created_at: '2026-11-20T04:30:00.000Z',
};
const EVERYTHING: JobAlertDto = {
  id: 'alert-2',
  name: 'All jobs',
  filters: { radius: '25' },
  created_at: '2026-11-21T12:00:00.000Z',
};

function renderSection(timeZone = 'America/Vancouver') {
  return renderWithApp(
    <>
      <h2 id="ja">Job alerts</h2>
      <JobAlertsSection headingId="ja" />
    </>,
    { route: '/settings', session: { user: sampleUser({ time_zone: timeZone }) } },
  );
}

describe('JobAlertsSection', () => {
  it("lists the alerts with their filters, date in the reader's zone, frequency and the plan's limit", async () => {
    fakeApi({ 'GET /api/job-alerts': json(200, { alerts: [ELECTRICIAN], limit: 1, frequency: 'weekly' }) });
    renderSection();
    const list = await screen.findByRole('list', { name: 'Job alerts' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText(ELECTRICIAN.name)).toBeTruthy();
    expect(
      within(item).getByText(
        '“electrician” · Within 25 km of Toronto · Full-time · $30–$45/h · Remote allowed',
      ),
    ).toBeTruthy();
    // 04:30 UTC on the 20th is still the 19th in Vancouver.
    const date = formatDate(ELECTRICIAN.created_at, { timeZone: 'America/Vancouver' });
    expect(date).toContain('19');
    expect(within(item).getByText(`Saved ${date}`)).toBeTruthy();
    expect(within(item).getByText('Weekly e-mail digest')).toBeTruthy();
    const usage = screen.getByTestId('job-alerts-usage');
    expect(usage.textContent).toBe('1 of 1 saved search used — upgrade for unlimited instant alerts');
    expect(within(usage).getByRole('link').getAttribute('href')).toBe('/membership');
  });

  it('shows unlimited plans with immediate alerts and a summary of no filters', async () => {
    fakeApi({
      'GET /api/job-alerts': json(200, {
        alerts: [EVERYTHING, ELECTRICIAN],
        limit: null,
        frequency: 'immediate',
      }),
    });
    renderSection();
    expect(await screen.findByText('2 saved searches · unlimited on your plan')).toBeTruthy();
    expect(screen.getByText('Every new job')).toBeTruthy();
    expect(screen.getAllByText('As soon as a match is posted')).toHaveLength(2);
  });

  it('shows the empty state with a way to the board', async () => {
    fakeApi({ 'GET /api/job-alerts': json(200, { alerts: [], limit: 1, frequency: 'weekly' }) });
    renderSection();
    expect(await screen.findByText(/No job alerts yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the job board' }).getAttribute('href')).toBe('/#work');
    expect(screen.getByTestId('job-alerts-usage').textContent).toContain('0 of 1 saved search used');
  });

  it('deletes an alert after confirmation, and a cancel keeps it', async () => {
    let alerts = [ELECTRICIAN];
    const api = fakeApi({
      'GET /api/job-alerts': () => json(200, { alerts, limit: 1, frequency: 'weekly' }),
      'DELETE /api/job-alerts/:id': () => {
        alerts = [];
        return json(204);
      },
    });
    renderSection();
    const remove = await screen.findByRole('button', { name: `Delete the job alert “${ELECTRICIAN.name}”` });
    fireEvent.click(remove);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE /api/job-alerts/:id')).toEqual([]);

    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this job alert?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete alert' }));
    expect(await screen.findByText(/No job alerts yet/)).toBeTruthy();
    expect(api.callsTo('DELETE /api/job-alerts/:id').map((call) => call.params.id)).toEqual(['alert-1']);
    expect(screen.getByText('Job alert deleted.')).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    fakeApi({ 'GET /api/job-alerts': json(500, { code: 'internal', detail: 'x' }) });
    renderSection();
    expect(await screen.findByText("Your job alerts couldn't be loaded.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
