import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session/session';
import { deferred, fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { ExportData } from './account-actions';

/** A few sections of an export, enough to see that the download is the whole answer. */
const EXPORT = {
  exported_at: '2026-03-05T12:00:00.000Z',
  profile: { id: 'user-1', email: 'maya@example.ca', full_name: 'Maya Worker' },
  postings: [{ id: 'posting-1', title: 'Paint the fence' }],
  applications_sent: [{ id: 'application-1', cover_letter: 'I paint well.' }],
  conversations: [{ id: 'c-1', messages: [{ content: 'Hello', attachment: { file_name: 'Quote.pdf' } }] }],
  experience: [{ id: 'e-1', title: 'Kitchen rewiring' }],
  notifications: [{ id: 'n-1', title: 'New application' }],
};

let blobs: Blob[];
let downloads: string[];

beforeEach(() => {
  saveSession('token', sampleUser());

  blobs = [];
  downloads = [];
  // jsdom has no object URLs and does not follow download links: record both instead.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});

resetAfterEach();

describe('ExportData', () => {
  it('downloads the whole export as a JSON file named with the date', async () => {
    const api = fakeApi({ 'GET /api/account/export': json(200, EXPORT) });
    renderWithApp(<ExportData />);
    fireEvent.click(screen.getByRole('button', { name: 'Export My Data' }));

    expect(await screen.findByText('Your data export has been downloaded.')).toBeTruthy();
    expect(api.calls.map((call) => call.url)).toEqual(['/api/account/export']);
    const today = new Date();
    const date = [today.getFullYear(), today.getMonth() + 1, today.getDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
    expect(downloads).toEqual([`hirehand-data-export-${date}.json`]);
    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.type).toBe('application/json');
    expect(JSON.parse(await blobs[0]!.text())).toEqual(EXPORT);
  });

  it('says so when the export fails, and downloads nothing', async () => {
    fakeApi({ 'GET /api/account/export': new Response(null, { status: 500 }) });
    renderWithApp(<ExportData />);
    fireEvent.click(screen.getByRole('button', { name: 'Export My Data' }));
    await waitFor(() => expect(screen.getByText('Something went wrong. Please try again.')).toBeTruthy());
    expect(downloads).toEqual([]);
  });

  it('keeps the button disabled, saying it is preparing, until the export has arrived', async () => {
    const answer = deferred();
    const api = fakeApi({ 'GET /api/account/export': () => answer.promise });
    renderWithApp(<ExportData />);
    fireEvent.click(screen.getByRole('button', { name: 'Export My Data' }));

    const busy = (await screen.findByRole('button', { name: 'Preparing...' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    fireEvent.click(busy);
    expect(api.calls).toHaveLength(1);
    expect(downloads).toEqual([]);

    answer.resolve(json(200, EXPORT));
    expect(await screen.findByText('Your data export has been downloaded.')).toBeTruthy();
    const idle = (await screen.findByRole('button', { name: 'Export My Data' })) as HTMLButtonElement;
    expect(idle.disabled).toBe(false);
    expect(downloads).toHaveLength(1);
  });
});
