import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSession, saveSession } from '@/lib/session/session';
import { pretendBrowserZone } from '@/testing/browser-zone';
import { deferred, fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { TimeZoneForm } from './time-zone-form';

resetAfterEach();

function renderForm(timeZone = 'America/Toronto') {
  const user = sampleUser({ time_zone: timeZone });
  saveSession('token', user);
  const onSaved = vi.fn();
  renderWithApp(
    <>
      <h2 id="heading">Time zone</h2>
      <TimeZoneForm user={user} headingId="heading" onSaved={onSaved} />
    </>,
  );
  return { user, onSaved };
}

const select = () => screen.getByRole('combobox', { name: 'Time zone' }) as HTMLSelectElement;
const saveButton = () => screen.getByRole('button', { name: /Save Time Zone|Saving/ }) as HTMLButtonElement;

describe('TimeZoneForm', () => {
  it("lists zones grouped by area with their offsets, on the account's zone", () => {
    renderForm();
    expect(select().value).toBe('America/Toronto');
    const americas = select().querySelector('optgroup[label="Americas"]')!;
    const toronto = [...americas.querySelectorAll('option')].find((o) => o.value === 'America/Toronto')!;
    expect(toronto.textContent).toMatch(/^Toronto \(GMT-0[45]:00\)$/);
    expect(select().querySelector('optgroup[label="Asia"] option[value="Asia/Tokyo"]')?.textContent).toBe(
      'Tokyo (GMT+09:00)',
    );
    // Nothing changed yet: nothing to save.
    expect(saveButton().disabled).toBe(true);
  });

  it('saves the chosen zone through PATCH /api/profile/me and the session follows', async () => {
    const answer = deferred();
    const api = fakeApi({ 'PATCH /api/profile/me': () => answer.promise });
    const { user, onSaved } = renderForm();
    fireEvent.change(select(), { target: { value: 'Asia/Tokyo' } });
    expect(screen.getByText(/^Now in this time zone: .*GMT\+9$/)).toBeTruthy();
    await act(async () => fireEvent.click(saveButton()));
    expect(api.callsTo('PATCH /api/profile/me')[0]!.body).toEqual({ time_zone: 'Asia/Tokyo' });
    expect(saveButton().disabled).toBe(true);
    expect(saveButton().textContent).toBe('Saving...');
    await act(async () => answer.resolve(json(200, { ...user, time_zone: 'Asia/Tokyo' })));
    expect(await screen.findByText('Your time zone is now Tokyo (GMT+09:00).')).toBeTruthy();
    expect(getSession()?.user.time_zone).toBe('Asia/Tokyo');
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ time_zone: 'Asia/Tokyo' }));
  });

  it("offers this device's zone in one click", async () => {
    pretendBrowserZone('America/Vancouver');
    const api = fakeApi({
      'PATCH /api/profile/me': (call) => json(200, { ...sampleUser(), ...(call.body as object) }),
    });
    renderForm();
    expect(screen.getByText("This device's time zone:").textContent).toMatch(
      /^This device's time zone: Vancouver \(GMT-0[78]:00\)$/,
    );
    fireEvent.click(screen.getByRole('button', { name: "Use this device's time zone" }));
    expect(select().value).toBe('America/Vancouver');
    expect(screen.queryByRole('button', { name: "Use this device's time zone" })).toBeNull();
    await act(async () => fireEvent.click(saveButton()));
    await waitFor(() => expect(getSession()?.user.time_zone).toBe('America/Vancouver'));
    expect(api.callsTo('PATCH /api/profile/me')[0]!.body).toEqual({ time_zone: 'America/Vancouver' });
  });

  it("shows the server's text when it refuses the zone", async () => {
    fakeApi({
      'PATCH /api/profile/me': json(422, {
        detail: [
          { loc: ['body', 'time_zone'], msg: 'Unknown time zone. Choose one from the list.', type: 'custom' },
        ],
      }),
    });
    renderForm();
    fireEvent.change(select(), { target: { value: 'Europe/Paris' } });
    await act(async () => fireEvent.click(saveButton()));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Unknown time zone. Choose one from the list.',
    );
    expect(getSession()?.user.time_zone).toBe('America/Toronto');
  });

  it('keeps a zone this browser does not list selectable', () => {
    renderForm('Etc/GMT+5');
    expect(select().value).toBe('Etc/GMT+5');
    expect(select().querySelector('optgroup[label="Other"] option[value="Etc/GMT+5"]')).toBeTruthy();
  });
});
