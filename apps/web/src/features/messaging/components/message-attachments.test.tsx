import { MESSAGING_MESSAGES, type MessageDto } from '@hirehand/shared/messaging/messaging';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '@/lib/session/session';
import { buildUser } from '@/testing/builders';
import { resetRealtimeStore } from '../lib/realtime-store';
import { fakeMessagingApi, json, renderMessagesModal } from '../testing/fake-messaging-api';
import { buildConversation, buildMessage, ME, OLIVIA } from '../testing/messaging-fixtures';

configure({ asyncUtilTimeout: 4000 });

const attachmentMessage = (overrides: Partial<MessageDto> & { file_name: string; content_type: string }) => {
  const { file_name, content_type, ...rest } = overrides;
  const id = `a-${file_name}`;
  return buildMessage({
    message_type: content_type.startsWith('image/') ? 'image' : 'file',
    content: `Uploaded file: ${file_name}`,
    attachment: {
      id,
      file_name,
      content_type,
      size_bytes: 2048,
      url: `/api/conversations/c-1/attachments/${id}`,
    },
    ...rest,
  });
};

const objectUrls: string[] = [];
const revoked: string[] = [];

beforeEach(() => {
  clearSession();
  resetRealtimeStore();
  saveSession('token-me', buildUser({ id: ME.id, full_name: ME.full_name, user_type: 'worker' }));
  // jsdom has no object URLs; the browser's are opaque strings too.
  URL.createObjectURL = vi.fn(() => {
    objectUrls.push(`blob:test/${objectUrls.length}`);
    return objectUrls.at(-1)!;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  objectUrls.length = 0;
  revoked.length = 0;
});

async function openThread() {
  fireEvent.click(await screen.findByRole('button', { name: /Olivia Tremblay/ }));
  return screen.getByTestId('message-thread');
}

describe('attachments in the thread', () => {
  it('shows an image inline from its bytes fetched with the token, and lets a file download under its name', async () => {
    const image = attachmentMessage({
      sender_id: OLIVIA.id,
      file_name: 'deck.png',
      content_type: 'image/png',
    });
    const pdf = attachmentMessage({
      sender_id: OLIVIA.id,
      file_name: 'quote.pdf',
      content_type: 'application/pdf',
    });
    const calls = fakeMessagingApi({
      conversations: [buildConversation()],
      messages: { 'c-1': [image, pdf] },
      files: {
        [image.attachment!.url]: { bytes: new Uint8Array([0x89, 0x50]), type: 'image/png' },
        [pdf.attachment!.url]: { bytes: '%PDF-1.4', type: 'application/pdf' },
      },
    });
    renderMessagesModal();
    const thread = await openThread();
    const img = (await within(thread).findByRole('img', { name: 'Image: deck.png' })) as HTMLImageElement;
    expect(img.src).toMatch(/^blob:test\//);
    expect(calls.find((call) => call.url === image.attachment!.url)?.headers.authorization).toBe(
      'Bearer token-me',
    );

    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const download = within(thread).getByRole('button', { name: 'Download quote.pdf' });
    expect(download.textContent).toContain('2 KB');
    await act(async () => fireEvent.click(download));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('quote.pdf');
    expect(calls.find((call) => call.url === pdf.attachment!.url)?.headers.authorization).toBe(
      'Bearer token-me',
    );

    cleanup();
    expect(revoked).toContain(img.getAttribute('src'));
  });

  it('checks a file before uploading, uploads an allowed one as multipart `file`, and shows the server reason on failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const uploads: File[] = [];
    let attempt = 0;
    fakeMessagingApi({
      conversations: [buildConversation()],
      messages: { 'c-1': [] },
      onUpload: (conversationId, form) => {
        attempt += 1;
        const file = form.get('file') as File;
        uploads.push(file);
        if (attempt === 2) return json(415, { detail: MESSAGING_MESSAGES.fileTypeNotAllowed });
        return json(
          201,
          attachmentMessage({
            conversation_id: conversationId,
            sender_id: ME.id,
            file_name: file.name,
            content_type: 'application/pdf',
          }),
        );
      },
    });
    renderMessagesModal();
    const thread = await openThread();
    await within(thread).findByText('Start the conversation!');
    const fileInput = within(thread).getByTestId('attach-file-input') as HTMLInputElement;
    expect(fileInput.accept).toContain('.docx');
    expect((within(thread).getByTestId('attach-image-input') as HTMLInputElement).accept).toBe(
      'image/jpeg,image/png,.jpg,.jpeg,.png',
    );

    fireEvent.change(fileInput, { target: { files: [new File(['MZ'], 'setup.exe')] } });
    expect(within(thread).getByRole('alert').textContent).toBe(MESSAGING_MESSAGES.fileTypeNotAllowed);
    const big = new File(['x'], 'huge.pdf');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(fileInput, { target: { files: [big] } });
    expect(within(thread).getByRole('alert').textContent).toBe(MESSAGING_MESSAGES.fileTooLarge);
    expect(uploads).toHaveLength(0);

    fireEvent.change(fileInput, { target: { files: [new File(['%PDF-1.4'], 'quote.pdf')] } });
    expect(await within(thread).findByRole('button', { name: 'Download quote.pdf' })).toBeTruthy();
    expect(uploads.map((file) => file.name)).toEqual(['quote.pdf']);

    fireEvent.change(fileInput, { target: { files: [new File(['hello'], 'notes.pdf')] } });
    await waitFor(() =>
      expect(within(thread).getByRole('alert').textContent).toBe(MESSAGING_MESSAGES.fileTypeNotAllowed),
    );
    expect(logged).toHaveBeenCalledWith('Failed to upload attachment', expect.anything());
  });
});
