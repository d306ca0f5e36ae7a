import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { saveSession } from '@/lib/session/session';
import { fakeApi, json } from '@/testing/fake-api';
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
    render(
      <>
        <ExportData />
        <Toaster />
      </>,
    );
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
    render(
      <>
        <ExportData />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export My Data' }));
    await waitFor(() => expect(screen.getByText('Something went wrong. Please try again.')).toBeTruthy());
    expect(downloads).toEqual([]);
  });
});
