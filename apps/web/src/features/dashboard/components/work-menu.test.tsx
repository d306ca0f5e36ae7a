import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Session } from '@/lib/session/session';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { WorkMenu } from './work-menu';

resetAfterEach();

const company = (permissions: string[]) => ({
  id: '0b7e4a57-8d4e-4a44-9d7e-2f6d8f0a0001',
  name: 'Northwind Builders',
  logo_url: null,
  role: 'viewer',
  permissions,
});

async function menuItems(session: Session) {
  renderWithApp(<WorkMenu session={session} />, { route: '/', session });
  const trigger = screen.getByRole('button', { name: 'Work' });
  await act(async () => fireEvent.keyDown(trigger, { key: 'Enter' }));
  return () => screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
}

describe('WorkMenu', () => {
  it("offers Business Intelligence to a worker who may view a company's analytics", async () => {
    const api = fakeApi({
      'GET /api/business/companies': json(200, { companies: [company(['can_view_analytics'])] }),
    });
    const items = await menuItems({ token: 't', user: sampleUser() });
    await waitFor(() => expect(items().some((text) => text.startsWith('Business Intelligence'))).toBe(true));
    expect(api.callsTo('GET /api/business/companies')).toHaveLength(1);
  });

  it('offers no Business Intelligence to a worker whose teams do not share their analytics', async () => {
    const api = fakeApi({
      'GET /api/business/companies': json(200, { companies: [company(['can_post_jobs'])] }),
    });
    const items = await menuItems({ token: 't', user: sampleUser() });
    await waitFor(() => expect(api.callsTo('GET /api/business/companies')).toHaveLength(1));
    expect(items().some((text) => text.startsWith('Business Intelligence'))).toBe(false);
    expect(items().some((text) => text.startsWith('Analytics'))).toBe(true);
  });

  it('does not ask for an employer: their own company gives them Business Intelligence', async () => {
    const api = fakeApi();
    const items = await menuItems({ token: 't', user: sampleUser({ user_type: 'employer' }) });
    expect(items().some((text) => text.startsWith('Business Intelligence'))).toBe(true);
    expect(api.callsTo('GET /api/business/companies')).toHaveLength(0);
  });
});
