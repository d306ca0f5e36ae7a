import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach } from '@/testing/session-fixtures';
import { UnsubscribePage } from './unsubscribe-page';

resetAfterEach();

const UNSUBSCRIBE = 'POST /api/match-emails/unsubscribe';

describe('/unsubscribe', () => {
  it('confirms with one button, POSTs the token, and says what stopped', async () => {
    const api = fakeApi({
      [UNSUBSCRIBE]: json(200, { stopped: 'job_alert', alert_name: 'Welders in Calgary' }),
    });
    renderWithApp(<UnsubscribePage />, { route: '/unsubscribe?token=abc.def' });
    expect(screen.getByRole('heading', { name: 'Stop these job e-mails?' })).toBeTruthy();
    expect(api.callsTo(UNSUBSCRIBE)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your job alert “Welders in Calgary” is deleted: you will get no more e-mails for it.',
      ),
    ).toBeTruthy();
    expect(api.callsTo(UNSUBSCRIBE)[0]!.query.get('token')).toBe('abc.def');
    expect(screen.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe(
      '/settings',
    );
  });

  it("shows the server's refusal of a bad link, and a link without a token as incomplete", async () => {
    fakeApi({
      [UNSUBSCRIBE]: json(400, {
        code: 'matching.unsubscribe_link_invalid',
        detail: 'This unsubscribe link is not valid.',
      }),
    });
    const view = renderWithApp(<UnsubscribePage />, { route: '/unsubscribe?token=bad' });
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/not valid/);
    view.unmount();
    renderWithApp(<UnsubscribePage />, { route: '/unsubscribe' });
    expect(screen.getByRole('alert').textContent).toMatch(/incomplete/);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
