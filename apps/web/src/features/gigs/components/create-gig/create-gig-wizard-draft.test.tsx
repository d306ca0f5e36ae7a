import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { wizardDraftKey } from '../../lib/wizard-draft';
import { CreateGigWizard } from './create-gig-wizard';

resetAfterEach();
beforeEach(() => localStorage.clear());

const maya = sampleUser({ id: 'u-maya', city: 'Toronto' });

function renderWizard(user = maya) {
  const onOpenChange = vi.fn();
  const view = renderWithApp(<CreateGigWizard open mode="job" onOpenChange={onOpenChange} />, {
    session: { user },
  });
  return { onOpenChange, ...view };
}

const button = (name: string) => screen.getByRole('button', { name });
const title = () => screen.getByLabelText(/^Title/) as HTMLInputElement;
const storedDraft = (userId = maya.id) => localStorage.getItem(wizardDraftKey(userId, 'job'));

function startDraft() {
  fireEvent.click(screen.getByRole('radio', { name: /^Project/ }));
  fireEvent.keyDown(screen.getByRole('combobox', { name: /^Category/ }), { key: 'Enter' });
  fireEvent.click(screen.getByRole('option', { name: 'Plumbing' }));
  fireEvent.click(button('Continue'));
  fireEvent.change(title(), { target: { value: 'Fix a leaking kitchen tap' } });
}

describe('CreateGigWizard drafts', { timeout: 20_000 }, () => {
  it('keeps a half-filled form in this browser and restores it, at its step, when the wizard opens again', () => {
    const first = renderWizard();
    startDraft();
    expect(JSON.parse(storedDraft()!)).toMatchObject({
      version: 1,
      step: 'details',
      form: { title: 'Fix a leaking kitchen tap', category: 'plumbing', gig_type: 'project' },
    });
    first.unmount();

    renderWizard();
    expect(screen.getByText('We restored the draft you started earlier.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Describe the work');
    expect(title().value).toBe('Fix a leaking kitchen tap');
  });

  it("never restores another person's draft or one saved by an older version", () => {
    localStorage.setItem(
      wizardDraftKey('u-other', 'job'),
      JSON.stringify({ version: 1, step: 'details', form: { title: 'Not yours' } }),
    );
    localStorage.setItem(
      wizardDraftKey(maya.id, 'job').replace(':v1:', ':v0:'),
      JSON.stringify({ version: 0, step: 'details', form: { title: 'Old' } }),
    );
    renderWizard();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('What kind of work is it?');
    expect(screen.queryByText('We restored the draft you started earlier.')).toBeNull();
  });

  it('asks "Discard your draft?" on Escape: Keep editing keeps it, Discard closes and forgets it', () => {
    const { onOpenChange } = renderWizard();
    startDraft();
    fireEvent.keyDown(title(), { key: 'Escape' });
    const confirm = screen.getByRole('alertdialog', { name: 'Discard your draft?' });
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Keep editing' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(title().value).toBe('Fix a leaking kitchen tap');

    fireEvent.click(button('Close'));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(storedDraft()).toBeNull();
  });

  it('closes without asking while nothing was chosen or typed', () => {
    const { onOpenChange } = renderWizard();
    fireEvent.click(button('Close'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('the browser Back button asks instead of leaving the page', async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    renderWizard();
    startDraft();
    expect(window.history.state?.hirehandModal).toBeTruthy();
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole('alertdialog', { name: 'Discard your draft?' })).toBeTruthy();
  });

  it('forgets the draft once the job is posted', async () => {
    fakeApi({ 'POST /api/gigs/create': json(201, { id: 'p1', message: 'ok', estimated_reach: 2 }) });
    renderWizard();
    startDraft();
    fireEvent.change(screen.getByLabelText(/^Description/), {
      target: { value: 'The kitchen tap drips; replace the cartridge or the tap.' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'On-site' }));
    fireEvent.click(button('Continue'));
    fireEvent.change(screen.getByLabelText(/^Hourly rate/), { target: { value: '45' } });
    fireEvent.click(button('Continue'));
    expect(storedDraft()).not.toBeNull();
    fireEvent.click(button('Post Job'));
    await screen.findByTestId('publish-success');
    await waitFor(() => expect(storedDraft()).toBeNull());
  });
});
