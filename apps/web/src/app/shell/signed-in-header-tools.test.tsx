import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Session } from '@/lib/session/session';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { MobileSignedInMenu } from './signed-in-header-tools';

resetAfterEach();

const company = (permissions: string[]) => ({
  id: '0b7e4a57-8d4e-4a44-9d7e-2f6d8f0a0001',
  name: 'Northwind Builders',
  logo_url: null,
  role: 'viewer',
  permissions,
});

const entry = (name: string) => screen.queryByRole('button', { name });

function renderMenu(session: Session) {
  renderWithApp(<MobileSignedInMenu session={session} onPick={() => undefined} />, {
    route: '/',
    session,
  });
}

/**
 * Issue 22: the mobile menu offers what the desktop Work menu offers (work-menu.test.tsx), so a
 * worker who may view a company's analytics finds Business Intelligence on a phone too.
 */
describe('MobileSignedInMenu', () => {
  it("offers Business Intelligence to a worker who may view a company's analytics", async () => {
    const api = fakeApi({
      'GET /api/business/companies': json(200, { companies: [company(['can_view_analytics'])] }),
      'GET /api/conversations': json(200, { conversations: [], has_more: false, unread_total: 0 }),
    });
    renderMenu({ token: 't', user: sampleUser() });
    await waitFor(() => expect(entry('Business Intelligence')).not.toBeNull());
    // A worker keeps their own entries: the AI Matcher, and Analytics (their match analytics).
    expect(entry('AI Matcher')).not.toBeNull();
    expect(entry('Analytics')).not.toBeNull();
    expect(entry('Team Management')).not.toBeNull();
    expect(api.callsTo('GET /api/business/companies')).toHaveLength(1);
  });

  it('offers no Business Intelligence to a worker whose teams do not share their analytics', async () => {
    const api = fakeApi({
      'GET /api/business/companies': json(200, { companies: [company(['can_post_jobs'])] }),
      'GET /api/conversations': json(200, { conversations: [], has_more: false, unread_total: 0 }),
    });
    renderMenu({ token: 't', user: sampleUser() });
    await waitFor(() => expect(api.callsTo('GET /api/business/companies')).toHaveLength(1));
    expect(entry('AI Matcher')).not.toBeNull();
    expect(entry('Business Intelligence')).toBeNull();
  });

  it('does not ask for a company account: its own company gives it Business Intelligence', async () => {
    const api = fakeApi({
      'GET /api/conversations': json(200, { conversations: [], has_more: false, unread_total: 0 }),
    });
    renderMenu({ token: 't', user: sampleUser({ user_type: 'company' }) });
    expect(entry('Business Intelligence')).not.toBeNull();
    expect(entry('AI Matcher')).toBeNull();
    expect(api.callsTo('GET /api/business/companies')).toHaveLength(0);
  });
});
