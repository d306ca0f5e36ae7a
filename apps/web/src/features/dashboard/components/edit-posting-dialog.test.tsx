import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPosting } from '@/testing/builders';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { EditPostingDialog } from './edit-posting-dialog';

afterEach(() => cleanup());

const open = (onOpenChange = vi.fn()) => {
  renderWithApp(<EditPostingDialog posting={buildPosting()} open onOpenChange={onOpenChange} />);
  return within(screen.getByRole('dialog', { name: 'Edit posting' }));
};
const save = (dialog: ReturnType<typeof open>) =>
  act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Save changes' })));

describe('EditPostingDialog', () => {
  it('asks for a number in an emptied openings field, focuses it and sends nothing', async () => {
    const api = fakeApi();
    const dialog = open();
    const openings = dialog.getByLabelText(/^Openings/);
    fireEvent.change(openings, { target: { value: '' } });
    await save(dialog);
    expect(dialog.getByText('Enter a number')).toBeTruthy();
    expect(document.activeElement).toBe(openings);
    expect(api.calls).toHaveLength(0);
    fireEvent.change(openings, { target: { value: '2' } });
    expect(dialog.queryByText('Enter a number')).toBeNull();
  });

  it('closes without a call when nothing changed', async () => {
    const api = fakeApi();
    const onOpenChange = vi.fn();
    const dialog = open(onOpenChange);
    await save(dialog);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(api.calls).toHaveLength(0);
  });

  it("puts the server's 422 items on their fields, skills included", async () => {
    fakeApi().once(
      'PATCH /api/gigs/:id',
      json(422, { detail: [{ loc: ['body', 'skills_required'], msg: 'Too many skills', type: 'too_big' }] }),
    );
    const dialog = open();
    const skills = dialog.getByLabelText(/^Skills/);
    fireEvent.change(skills, { target: { value: 'Wiring, Panels' } });
    await save(dialog);
    expect(await dialog.findByText('Too many skills')).toBeTruthy();
    expect(skills.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByRole('alert').textContent).toBe('');
  });

  it('shows the general fallback for an answer without text, and hides it on the next edit', async () => {
    fakeApi().once('PATCH /api/gigs/:id', json(500, {}));
    const dialog = open();
    const title = dialog.getByLabelText(/^Title/);
    fireEvent.change(title, { target: { value: 'Senior electrician' } });
    await save(dialog);
    expect(await dialog.findByText('Your posting could not be saved. Please try again.')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Senior electrician!' } });
    expect(dialog.queryByText('Your posting could not be saved. Please try again.')).toBeNull();
  });
});
