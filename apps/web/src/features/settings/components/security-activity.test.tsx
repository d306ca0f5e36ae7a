import type { SecurityActivityItemDto } from '@hirehand/shared/account/security-activity';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session/session';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { SecurityActivity } from './security-activity';

const item = (overrides: Partial<SecurityActivityItemDto>): SecurityActivityItemDto => ({
  id: crypto.randomUUID(),
  kind: 'signed_in',
  occurred_at: '2026-11-24T15:30:00.000Z',
  device: 'Firefox on Windows',
  approximate_address: '203.0.113.x',
  new_device: false,
  new_address: false,
  method: 'password',
  sessions_ended: null,
  ...overrides,
});

const CURSOR = '1795000000000_3b8f1a0e-1111-4a2b-9c3d-000000000001';

beforeEach(() => saveSession('token', sampleUser()));
resetAfterEach();

const render = () =>
  renderWithApp(
    <>
      <h2 id="activity-heading">Security activity</h2>
      <SecurityActivity headingId="activity-heading" />
    </>,
  );

describe('SecurityActivity', () => {
  it('lists events newest first with what, when (local time), device, network and flags; loads older pages', async () => {
    const older = {
      items: [
        item({
          kind: 'account_created',
          method: 'password',
          device: 'Unknown device',
          approximate_address: null,
        }),
      ],
      next_cursor: null,
    };
    const newest = {
      items: [
        item({
          device: 'Chrome on macOS',
          approximate_address: '198.51.100.x',
          new_device: true,
          new_address: true,
          method: 'google',
        }),
        item({ kind: 'password_changed', method: null, sessions_ended: 2 }),
      ],
      next_cursor: CURSOR,
    };
    const api = fakeApi({
      'GET /api/account/security-activity': (call) =>
        json(200, call.query.get('cursor') === CURSOR ? older : newest),
    });
    render();
    const list = await screen.findByRole('list', { name: 'Security activity' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Signed in with Google');
    expect(rows[0]!.textContent).toContain('New device');
    expect(rows[0]!.textContent).toContain('New location');
    expect(rows[0]!.textContent).toContain('Chrome on macOS');
    expect(rows[0]!.textContent).toContain('Network 198.51.100.x');
    const time = rows[0]!.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-11-24T15:30:00.000Z');
    expect(time?.textContent).toBe(
      new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-11-24T15:30:00.000Z'),
      ),
    );
    expect(rows[1]!.textContent).toContain('Password changed');
    expect(rows[1]!.textContent).toContain('2 other sessions were signed out.');
    expect(rows[1]!.textContent).not.toContain('New device');

    fireEvent.click(screen.getByRole('button', { name: 'Show Older Activity' }));
    expect(await within(list).findByText('Account created with your password')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')[2]!.textContent).toContain('Unknown device');
    expect(screen.queryByRole('button', { name: 'Show Older Activity' })).toBeNull();
    expect(api.calls.map((call) => call.query.get('cursor'))).toEqual([null, CURSOR]);
  });

  it('says when there is nothing yet', async () => {
    fakeApi({ 'GET /api/account/security-activity': json(200, { items: [], next_cursor: null }) });
    render();
    expect(await screen.findByText('No security activity yet.')).toBeTruthy();
  });

  it('offers a retry when the list cannot load', async () => {
    fakeApi({ 'GET /api/account/security-activity': new Response(null, { status: 500 }) });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Your security activity couldn't be loaded.");
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
