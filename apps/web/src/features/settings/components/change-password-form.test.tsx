import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session/session';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { ChangePasswordForm } from './change-password-form';

beforeEach(() => saveSession('token', sampleUser()));
resetAfterEach();

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}\\*?$`)), { target: { value } });

function fill(next: string) {
  type('Current password', 'Sparky#2024');
  type('New password', next);
  type('Confirm new password', next);
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('ChangePasswordForm', () => {
  it('refuses a too-common new password on its field before sending anything', async () => {
    const api = fakeApi({});
    renderWithApp(<ChangePasswordForm headingId="h" />);
    fill('Qwerty123!');
    expect(await screen.findByText(/This password is too common/)).toBeTruthy();
    expect(screen.getByLabelText(/^New password/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('sends an uncommon one', async () => {
    const api = fakeApi({ 'POST /api/account/password': json(200, { success: true, message: 'Changed.' }) });
    renderWithApp(<ChangePasswordForm headingId="h" />);
    fill('Lantern#Harbour77');
    expect(await screen.findByText('Changed.')).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({
      current_password: 'Sparky#2024',
      new_password: 'Lantern#Harbour77',
    });
  });
});
