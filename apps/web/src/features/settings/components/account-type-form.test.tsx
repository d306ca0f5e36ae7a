import type { UserTypeStatusDto } from '@hirehand/shared/account/account-type';
import type { UserDto } from '@hirehand/shared/profile/profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, saveSession } from '@/lib/session/session';
import { fakeApi, json } from '@/testing/fake-api';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { AccountTypeForm } from './account-type-form';

const USER = sampleUser({ city: 'Regina' });
const LOCKED_REASON = "Your account type can't be changed because you have posted jobs or gigs.";

const open = (user_type: UserDto['user_type']): UserTypeStatusDto => ({
  user_type,
  can_change: true,
  locked_by: null,
  reason: null,
});
const locked = (user_type: UserDto['user_type']): UserTypeStatusDto => ({
  user_type,
  can_change: false,
  locked_by: 'postings',
  reason: LOCKED_REASON,
});

/** Answers the status from `statuses` in turn (the last one repeats) and PATCH with `patch`. */
function answerApi(statuses: UserTypeStatusDto[], patch?: () => Response) {
  const queue = [...statuses];
  return fakeApi({
    'GET /api/account/user-type': () => json(200, queue.length > 1 ? queue.shift() : queue[0]),
    ...(patch ? { 'PATCH /api/account/user-type': () => patch() } : {}),
  });
}

function renderForm() {
  const onChanged = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <h2 id="heading">Account type</h2>
      <AccountTypeForm headingId="heading" onChanged={onChanged} />
    </QueryClientProvider>,
  );
  return { onChanged };
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const save = () => screen.queryByRole('button', { name: 'Save Account Type' }) as HTMLButtonElement | null;

beforeEach(() => saveSession('token', USER));
resetAfterEach();

describe('AccountTypeForm', () => {
  it('changes the type while nothing depends on it, and updates the stored user', async () => {
    const api = answerApi([open('worker'), open('employer')], () =>
      json(200, {
        success: true,
        message: 'Your account type has been changed.',
        user: { ...USER, user_type: 'employer' },
      }),
    );
    const { onChanged } = renderForm();
    await waitFor(() => expect(radio('Worker').checked).toBe(true));
    expect(screen.getByRole('form', { name: 'Account type' })).toBeTruthy();
    expect(screen.getByText('Find jobs and gigs that fit your skills')).toBeTruthy();
    expect(radio('Employer').matches(':disabled')).toBe(false);
    expect(save()!.disabled).toBe(true);

    fireEvent.click(radio('Employer'));
    expect(save()!.disabled).toBe(false);
    fireEvent.click(save()!);

    expect(await screen.findByText('Your account type has been changed.')).toBeTruthy();
    expect(api.callsTo('PATCH /api/account/user-type').map((call) => call.body)).toEqual([
      { user_type: 'employer' },
    ]);
    expect(getSession()?.user.user_type).toBe('employer');
    expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ user_type: 'employer' }));
    await waitFor(() => expect(radio('Employer').checked).toBe(true));
  });

  it('shows the cards disabled with the reason when something depends on the type', async () => {
    const api = answerApi([locked('employer')]);
    renderForm();
    expect(await screen.findByText(LOCKED_REASON)).toBeTruthy();
    for (const name of ['Worker', 'Employer', 'Company']) expect(radio(name).matches(':disabled')).toBe(true);
    expect(radio('Employer').checked).toBe(true);
    expect(save()).toBeNull();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('shows the reason when the server refuses a change that something now depends on (409)', async () => {
    answerApi([open('worker'), locked('worker')], () => json(409, { detail: LOCKED_REASON }));
    renderForm();
    await waitFor(() => expect(radio('Worker').checked).toBe(true));
    fireEvent.click(radio('Company'));
    fireEvent.click(save()!);

    expect(await screen.findByText(LOCKED_REASON)).toBeTruthy();
    expect(radio('Worker').checked).toBe(true);
    expect(radio('Company').matches(':disabled')).toBe(true);
    expect(getSession()?.user.user_type).toBe('worker');
  });
});
