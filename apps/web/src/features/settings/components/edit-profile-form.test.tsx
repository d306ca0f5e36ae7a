import type { UserDto } from '@hirehand/shared/profile/profile';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, saveSession } from '@/lib/session/session';
import { deferred, fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { EditProfileForm } from './edit-profile-form';

const PICTURE =
  '/api/profile/avatars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.png';

/** PATCH answers the user with the fields sent; the upload answers `upload` (the user with PICTURE by default). */
function answerApi(
  user: UserDto,
  upload: () => Response | Promise<Response> = () => json(200, { ...user, profile_picture: PICTURE }),
) {
  return fakeApi({
    'PATCH /api/profile/me': (call) => json(200, { ...user, ...call.body }),
    'POST /api/profile/me/avatar': () => upload(),
  }).calls;
}

function renderForm(user: UserDto) {
  const onSaved = vi.fn();
  renderWithApp(
    <>
      <h2 id="heading">Profile</h2>
      <EditProfileForm user={user} headingId="heading" onSaved={onSaved} />
    </>,
  );
  return { onSaved };
}

const pngFile = (name = 'me.png', size = 68) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const pick = (file: File) =>
  fireEvent.change(screen.getByTestId('picture-input'), { target: { files: [file] } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Profile' })));

beforeEach(() => {
  // jsdom has no object URLs: the preview gets a stand-in blob: URL.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
resetAfterEach();

describe('EditProfileForm', () => {
  it('shows the stored phone formatted, and saves it normalised', async () => {
    const user = sampleUser({ phone: '+14165550123' });
    saveSession('token', user);
    const calls = answerApi(user);
    renderForm(user);
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('+1 416-555-0123');
    await save();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ phone: '+1 416-555-0123' });
    expect(calls[0]!.body).not.toHaveProperty('profile_picture');
  });

  it('previews a chosen picture, then saves the fields and uploads it as multipart `file`', async () => {
    const user = sampleUser({ full_name: 'Maya Singh' });
    saveSession('token', user);
    const calls = answerApi(user);
    const { onSaved } = renderForm(user);
    expect(screen.getByTestId('avatar-initials').textContent).toBe('MS');
    pick(pngFile());
    const preview = await screen.findByRole('img', { name: 'Preview of your new profile picture' });
    expect(preview.getAttribute('src')).toBe('blob:preview');
    expect(screen.getByText('me.png will be uploaded when you save your profile.')).toBeTruthy();

    await save();
    await waitFor(() => expect(screen.getByText('Your profile has been updated.')).toBeTruthy());
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PATCH /api/profile/me',
      'POST /api/profile/me/avatar',
    ]);
    const form = calls[1]!.body as FormData;
    expect((form.get('file') as File).name).toBe('me.png');
    expect(onSaved).toHaveBeenLastCalledWith(expect.objectContaining({ profile_picture: PICTURE }));
    expect(getSession()?.user.profile_picture).toBe(PICTURE);
  });

  it('refuses other file types and files over 5 MB before any upload', async () => {
    const user = sampleUser();
    saveSession('token', user);
    const calls = answerApi(user);
    renderForm(user);
    pick(new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Choose a PNG, JPG or WebP picture.')).toBeTruthy();
    pick(pngFile('big.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('Pictures must be 5 MB or smaller.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(calls).toEqual([]);
  });

  it("shows the server's reason when the upload is refused, keeping the choice to retry", async () => {
    const user = sampleUser();
    saveSession('token', user);
    answerApi(user, () => json(415, { detail: 'Only PNG, JPG and WebP pictures can be uploaded' }));
    renderForm(user);
    pick(pngFile());
    await save();
    expect(await screen.findByText('Only PNG, JPG and WebP pictures can be uploaded')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Preview of your new profile picture' })).toBeTruthy();
  });

  it('a picture linked from another site shows initials and a note; Remove sends null', async () => {
    const user = sampleUser({ full_name: 'Maya Singh', profile_picture: 'https://lh3.example.com/maya.jpg' });
    saveSession('token', user);
    const calls = answerApi(user);
    renderForm(user);
    expect(screen.queryByRole('img')).toBeNull();
    expect(
      screen.getByText(
        "Your current picture is linked from another site and can't be shown. Upload one instead.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(screen.getByText('Your picture will be removed when you save your profile.')).toBeTruthy();
    await save();
    expect(calls[0]!.body).toMatchObject({ profile_picture: null });
  });

  it('keeps Save Profile disabled until both the fields and the picture are saved', async () => {
    const user = sampleUser();
    saveSession('token', user);
    const uploaded = deferred();
    const calls = answerApi(user, () => uploaded.promise);
    const { onSaved } = renderForm(user);
    pick(pngFile());
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Halifax' } });
    await save();
    await waitFor(() => expect(calls).toHaveLength(2));
    const busy = screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    // The fields are saved (and stored) before the picture is.
    expect(getSession()?.user.city).toBe('Halifax');
    expect(onSaved).toHaveBeenCalledTimes(1);

    uploaded.resolve(json(200, { ...user, city: 'Halifax', profile_picture: PICTURE }));
    expect(await screen.findByText('Your profile has been updated.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save Profile' }) as HTMLButtonElement).disabled).toBe(false);
    expect(getSession()?.user.profile_picture).toBe(PICTURE);
  });

  it('maps 422 items to their field', async () => {
    const user = sampleUser();
    saveSession('token', user);
    fakeApi({
      'PATCH /api/profile/me': json(422, {
        detail: [{ loc: ['body', 'bio'], msg: 'Bio must be at most 1000 characters', type: 'x' }],
      }),
    });
    renderForm(user);
    await save();
    expect(await screen.findByText('Bio must be at most 1000 characters')).toBeTruthy();
    expect(getSession()?.user).toEqual(user);
  });
});
