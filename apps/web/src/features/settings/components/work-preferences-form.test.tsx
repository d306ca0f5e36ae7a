import type { WorkPreferencesDto } from '@hirehand/shared/matching/work-preferences';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { WorkPreferencesSection } from './work-preferences-form';

resetAfterEach();

const empty: WorkPreferencesDto = {
  desired_rate: null,
  job_types: [],
  schedules: [],
  max_distance_km: null,
  categories: [],
  certifications: [],
  discoverable: false,
  updated_at: null,
};

const savedPreferences: WorkPreferencesDto = {
  desired_rate: { amount_cents: 4250, currency: 'CAD' },
  job_types: ['contract', 'part-time'],
  schedules: ['weekend'],
  max_distance_km: 30,
  categories: ['electrical'],
  certifications: [{ type: 'red_seal_electrician', number: 'RS-1234', expires_on: '2028-05-01' }],
  discoverable: true,
  updated_at: '2026-11-20T10:00:00.000Z',
};

function renderSection() {
  return renderWithApp(
    <>
      <h2 id="wp">Work preferences</h2>
      <WorkPreferencesSection headingId="wp" />
    </>,
    { route: '/settings', session: { user: sampleUser() } },
  );
}

const form = () => screen.getByRole('form', { name: 'Work preferences' });
const rate = () => screen.getByLabelText('Desired hourly rate (CAD)') as HTMLInputElement;
const distance = () => screen.getByLabelText('Maximum distance (km)') as HTMLInputElement;
const box = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('checkbox', { name }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Work Preferences' }));

describe('WorkPreferencesSection', () => {
  it('loads the saved preferences into the form', async () => {
    fakeApi({ 'GET /api/profile/me/work-preferences': json(200, savedPreferences) });
    renderSection();
    await screen.findByRole('form', { name: 'Work preferences' });
    expect(rate().value).toBe('42.50');
    expect(distance().value).toBe('30');
    expect(box('Job types', 'Contract').checked).toBe(true);
    expect(box('Job types', 'Full-time').checked).toBe(false);
    expect(box('Schedules', 'Weekend').checked).toBe(true);
    expect(box('Categories of work', 'Electrical').checked).toBe(true);
    const row = screen.getByRole('group', { name: 'Certification 1' });
    expect((within(row).getByLabelText('Certification') as HTMLSelectElement).value).toBe(
      'red_seal_electrician',
    );
    expect((within(row).getByLabelText('Licence or certificate number') as HTMLInputElement).value).toBe(
      'RS-1234',
    );
    expect((within(row).getByLabelText('Expires on (optional)') as HTMLInputElement).value).toBe(
      '2028-05-01',
    );
    const discoverable = screen.getByRole('switch', {
      name: 'Let employers nearby find me',
    }) as HTMLInputElement;
    expect(discoverable.checked).toBe(true);
    expect(screen.getByText(/first name, the initial of your last name.*about 1 km/)).toBeTruthy();
  });

  it('saves the whole set through PUT, dollars as cents, blanks as no preference', async () => {
    const answer = deferred();
    const api = fakeApi({
      'GET /api/profile/me/work-preferences': json(200, empty),
      'PUT /api/profile/me/work-preferences': () => answer.promise,
    });
    renderSection();
    await screen.findByRole('form', { name: 'Work preferences' });
    fireEvent.change(rate(), { target: { value: '$38.5' } });
    fireEvent.click(box('Schedules', 'Evening'));
    fireEvent.click(box('Job types', 'Freelance'));
    fireEvent.click(box('Job types', 'Full-time'));
    fireEvent.click(box('Categories of work', 'Plumbing'));
    fireEvent.click(screen.getByRole('button', { name: 'Add certification' }));
    const row = screen.getByRole('group', { name: 'Certification 1' });
    fireEvent.change(within(row).getByLabelText('Certification'), { target: { value: 'licensed_plumber' } });
    fireEvent.change(within(row).getByLabelText('Licence or certificate number'), {
      target: { value: ' LP-9 ' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Let employers nearby find me' }));
    save();
    await waitFor(() => expect(api.callsTo('PUT /api/profile/me/work-preferences')).toHaveLength(1));
    const body = {
      desired_rate: { amount_cents: 3850, currency: 'CAD' },
      job_types: ['full-time', 'freelance'],
      schedules: ['evening'],
      max_distance_km: null,
      categories: ['plumbing'],
      certifications: [{ type: 'licensed_plumber', number: 'LP-9', expires_on: null }],
      discoverable: true,
    };
    expect(api.callsTo('PUT /api/profile/me/work-preferences')[0]!.body).toEqual(body);
    expect((screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer.resolve(json(200, { ...body, updated_at: '2026-11-27T08:00:00.000Z' })));
    expect(await screen.findByText('Your work preferences have been saved.')).toBeTruthy();
    expect(rate().value).toBe('38.50');
  });

  it('checks the rate, the distance and each certification row before sending', async () => {
    const api = fakeApi({ 'GET /api/profile/me/work-preferences': json(200, empty) });
    renderSection();
    await screen.findByRole('form', { name: 'Work preferences' });
    fireEvent.change(rate(), { target: { value: '1200' } });
    fireEvent.change(distance(), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add certification' }));
    save();
    expect(await screen.findByText('Enter an hourly rate from $0 to $1,000 (CAD).')).toBeTruthy();
    expect(screen.getByText('Enter a whole number of km from 1 to 500.')).toBeTruthy();
    expect(screen.getByText('Certification 1: choose which certification it is.')).toBeTruthy();
    expect(document.activeElement).toBe(rate());
    expect(api.callsTo('PUT /api/profile/me/work-preferences')).toHaveLength(0);

    fireEvent.change(rate(), { target: { value: 'abc' } });
    fireEvent.change(distance(), { target: { value: '' } });
    const row = screen.getByRole('group', { name: 'Certification 1' });
    fireEvent.change(within(row).getByLabelText('Certification'), { target: { value: 'hvac_certified' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add certification' }));
    const second = screen.getByRole('group', { name: 'Certification 2' });
    fireEvent.change(within(second).getByLabelText('Certification'), { target: { value: 'hvac_certified' } });
    fireEvent.change(within(second).getByLabelText('Licence or certificate number'), {
      target: { value: 'H-2' },
    });
    save();
    expect(await screen.findByText('Enter an hourly rate from $0 to $1,000 (CAD).')).toBeTruthy();
    expect(screen.getByText('Certification 1: enter its number.')).toBeTruthy();
    fireEvent.change(within(row).getByLabelText('Licence or certificate number'), {
      target: { value: 'H-1' },
    });
    save();
    expect(await screen.findByText('Certification 2: this certification is already listed.')).toBeTruthy();
    expect(api.callsTo('PUT /api/profile/me/work-preferences')).toHaveLength(0);
  });

  it('adds and removes certification rows, at most 10', async () => {
    fakeApi({ 'GET /api/profile/me/work-preferences': json(200, savedPreferences) });
    renderSection();
    await screen.findByRole('form', { name: 'Work preferences' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove certification 1' }));
    expect(screen.queryByRole('group', { name: 'Certification 1' })).toBeNull();
    expect(screen.getByText('No certifications added.')).toBeTruthy();
    for (let i = 0; i < 10; i += 1)
      fireEvent.click(screen.getByRole('button', { name: 'Add certification' }));
    expect(screen.getAllByRole('group', { name: /^Certification \d+$/ })).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Add certification' })).toBeNull();
    expect(screen.getByText('You have added the most certifications allowed (10).')).toBeTruthy();
  });

  it("shows the server's field error or a general failure", async () => {
    fakeApi({
      'GET /api/profile/me/work-preferences': json(200, empty),
      'PUT /api/profile/me/work-preferences': json(422, {
        detail: [{ loc: ['body', 'max_distance_km'], msg: 'Too far.', type: 'custom' }],
      }),
    });
    renderSection();
    await screen.findByRole('form', { name: 'Work preferences' });
    fireEvent.change(distance(), { target: { value: '40' } });
    save();
    expect(await screen.findByText('Too far.')).toBeTruthy();
    fakeApi({
      'PUT /api/profile/me/work-preferences': json(500, {}),
    });
    save();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(form()).toBeTruthy();
  });

  it('offers a retry when the preferences cannot be loaded', async () => {
    fakeApi()
      .once('GET /api/profile/me/work-preferences', json(500, {}))
      .once('GET /api/profile/me/work-preferences', json(200, empty));
    renderSection();
    expect(await screen.findByText("Your work preferences couldn't be loaded.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Work preferences' })).toBeTruthy();
  });
});
