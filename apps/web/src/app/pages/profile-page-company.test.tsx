import type { CompanyProfileDto } from '@hirehand/shared/business/company';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { ProfileRoute } from './profile-page';

const COMPANY_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const LOGO = `/api/business/companies/${COMPANY_ID}/logo/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.png`;
const COMPANY: CompanyProfileDto = {
  id: COMPANY_ID,
  name: 'Maple Builders Inc.',
  logo_url: null,
  about: null,
  city: null,
  website: null,
  size: null,
  owner_id: 'user-1',
};

const renderProfile = (user: ReturnType<typeof sampleUser>) =>
  renderWithApp(<ProfileRoute />, { route: '/profile', session: { user, token: 'token' } });

// jsdom has neither blob URLs nor layout: the logo preview and Radix Select need them.
const { createObjectURL, revokeObjectURL } = URL;
const { scrollIntoView } = Element.prototype;
beforeEach(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  Element.prototype.scrollIntoView = scrollIntoView;
});
resetAfterEach();

describe('ProfilePage of a company account', () => {
  it('shows the company profile instead of skills, with no "Add your skills" prompt', async () => {
    const user = sampleUser({ full_name: 'Maple Builders', user_type: 'company' });
    fakeApi({
      'GET /api/profile/me*': json(200, user),
      'GET /api/business/company': json(200, {
        ...COMPANY,
        logo_url: LOGO,
        about: 'Renovations across the GTA.',
        city: 'Toronto',
        website: 'https://maple.example.ca',
        size: '11-50',
      }),
    });
    renderProfile(user);
    const card = await screen.findByRole('region', { name: 'Company profile' });
    expect(await within(card).findByRole('heading', { name: 'Maple Builders Inc.' })).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Logo of Maple Builders Inc.' }).getAttribute('src')).toBe(
      LOGO,
    );
    expect(within(card).getByText('Renovations across the GTA.')).toBeTruthy();
    expect(within(card).getByText('Toronto')).toBeTruthy();
    expect(within(card).getByText('11-50 employees')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'maple.example.ca' }).getAttribute('href')).toBe(
      'https://maple.example.ca',
    );
    expect(screen.queryByRole('heading', { name: 'Skills and bio' })).toBeNull();
    expect(screen.queryByText(/Add your skills/)).toBeNull();
  });

  it('edits the profile through the shared schema, then uploads the chosen logo', async () => {
    const user = sampleUser({ full_name: 'Maple Builders', user_type: 'company' });
    const api = fakeApi({
      'GET /api/profile/me*': json(200, user),
      'GET /api/business/company': json(200, COMPANY),
      'PUT /api/business/company': (call) => json(200, { ...COMPANY, ...call.body }),
      'POST /api/business/company/logo': json(200, {
        ...COMPANY,
        name: 'Maple Builders Ltd.',
        city: 'Toronto',
        logo_url: LOGO,
      }),
    });
    renderProfile(user);
    const card = await screen.findByRole('region', { name: 'Company profile' });
    expect(await within(card).findByText(/Tell workers about your company/)).toBeTruthy();
    await act(async () =>
      fireEvent.click(within(card).getByRole('button', { name: 'Edit company profile' })),
    );

    const form = screen.getByRole('form', { name: 'Edit company profile' });
    fireEvent.change(within(form).getByLabelText(/^Company name/), {
      target: { value: 'Maple Builders Ltd.' },
    });
    fireEvent.change(within(form).getByLabelText('City'), { target: { value: 'Toronto' } });
    // A website that is not a web address is refused before anything is sent.
    fireEvent.change(within(form).getByLabelText('Website'), { target: { value: 'maple' } });
    await act(async () =>
      fireEvent.click(within(form).getByRole('button', { name: 'Save Company Profile' })),
    );
    expect(api.callsTo('PUT /api/business/company')).toHaveLength(0);
    expect(within(form).getByLabelText('Website').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(form).getByLabelText('Website'), {
      target: { value: 'https://maple.example.ca' },
    });
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('company-logo-input'), { target: { files: [logo] } });
    expect(
      within(form).getByText('logo.png will be uploaded when you save the company profile.'),
    ).toBeTruthy();
    expect(within(form).getByRole('img', { name: 'Preview of the new logo' }).getAttribute('src')).toBe(
      'blob:preview',
    );
    await act(async () =>
      fireEvent.click(within(form).getByRole('button', { name: 'Save Company Profile' })),
    );

    const [put] = api.callsTo('PUT /api/business/company');
    expect(put!.body).toEqual({
      name: 'Maple Builders Ltd.',
      about: null,
      city: 'Toronto',
      website: 'https://maple.example.ca',
      size: null,
    });
    const [upload] = api.callsTo('POST /api/business/company/logo');
    expect((upload!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(await screen.findByText('Your company profile has been updated.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Logo of Maple Builders Ltd.' }).getAttribute('src')).toBe(LOGO);
  });

  it('refuses a logo that is not an image before uploading', async () => {
    const user = sampleUser({ user_type: 'company' });
    fakeApi({
      'GET /api/profile/me*': json(200, user),
      'GET /api/business/company': json(200, COMPANY),
    });
    renderProfile(user);
    const card = await screen.findByRole('region', { name: 'Company profile' });
    await act(async () =>
      fireEvent.click(await within(card).findByRole('button', { name: 'Edit company profile' })),
    );
    const pdf = new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('company-logo-input'), { target: { files: [pdf] } });
    expect(screen.getByText('Choose a PNG, JPG or WebP image.')).toBeTruthy();
  });
});

describe('ProfilePage of an employer', () => {
  it('keeps skills and bio and adds the optional Company section', async () => {
    const user = sampleUser({ user_type: 'employer' });
    fakeApi({
      'GET /api/profile/me*': json(200, user),
      'GET /api/business/company': json(200, COMPANY),
    });
    renderProfile(user);
    const card = await screen.findByRole('region', { name: 'Company' });
    expect(await within(card).findByRole('heading', { name: 'Maple Builders Inc.' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Skills and bio' })).toBeTruthy();
  });
});

describe('ProfilePage of a worker', () => {
  it('asks nothing about a company', async () => {
    const user = sampleUser();
    fakeApi({ 'GET /api/profile/me*': json(200, user) });
    renderProfile(user);
    expect(await screen.findByText(/Add your skills/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Company/ })).toBeNull();
  });
});
