import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ATTACHMENT_MAX_BYTES,
  attachmentMessageContent,
  MESSAGE_RATE_LIMIT,
} from '@hirehand/shared/messaging/messaging';
import { MESSAGING_ERRORS } from '@hirehand/shared/messaging/messaging-errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildConversation, buildSignedInUser, buildUser, signInAs } from '../../../../test/factories';
import { docFile, docxFile, exeFile, jpegFile, pdfFile, pngFile } from '../../../../test/files';
import { startTestServer, type TestServer } from '../../../../test/start-test-server';
import { conversations } from '../../../db/schema/messaging';
import type { BusEvent } from '../../../platform/bus/event-bus';
import { startLocalS3Peer } from '../../../platform/storage/local-s3-peer';
import { MESSAGE_CREATED_EVENT } from '../messaging.events';

let server: TestServer;
let dataDir: string;
beforeAll(async () => {
  // An own DATA_DIR, so the test can see exactly which files the uploads left on disk.
  dataDir = await mkdtemp(path.join(tmpdir(), 'hh-attachments-'));
  server = await startTestServer({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Headers = Record<string, string>;
interface Upload {
  name: string;
  bytes: Buffer;
  field?: string;
}

async function pair() {
  const alice = await buildSignedInUser(server, { fullName: 'Alice Employer', userType: 'employer' });
  const bob = await buildSignedInUser(server, 'Bob Worker');
  return { alice, bob, id: await buildConversation(server, alice, [bob]) };
}

/** POST multipart/form-data with the file under `file` (or another field), as a browser's FormData does. */
async function upload(id: string, headers: Headers, file?: Upload, extraFields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(extraFields)) form.append(key, value);
  if (file) form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${server.url}/api/conversations/${id}/attachments`, {
    method: 'POST',
    headers,
    body: form,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : undefined,
    text,
  };
}

async function download(url: string, headers: Headers) {
  const response = await fetch(`${server.url}${url}`, { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** Every file under DATA_DIR/attachments. */
async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir, 'attachments');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

const FORMATS = [
  { name: 'Quote.pdf', bytes: pdfFile(), type: 'application/pdf', kind: 'file' },
  { name: 'Site photo.png', bytes: pngFile(), type: 'image/png', kind: 'image' },
  { name: 'Panel.JPG', bytes: jpegFile(), type: 'image/jpeg', kind: 'image' },
  { name: 'Old contract.doc', bytes: docFile(), type: 'application/msword', kind: 'file' },
  {
    name: 'Scope of work.docx',
    bytes: docxFile(),
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    kind: 'file',
  },
] as const;

describe('POST /api/conversations/{id}/attachments', () => {
  it('sends PDF, PNG, JPG, DOC and DOCX files as messages that appear in the thread', async () => {
    const { alice, bob, id } = await pair();
    const before = (await storedFiles()).length;
    const sent: { content: string; id: string; attachment: unknown }[] = [];
    for (const format of FORMATS) {
      const res = await upload(id, alice.headers, format);
      expect(res.status, res.text).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        conversation_id: id,
        sender_id: alice.user.id,
        sender: {
          id: alice.user.id,
          full_name: 'Alice Employer',
          user_type: 'employer',
          profile_picture: null,
        },
        content: attachmentMessageContent(format.kind, format.name),
        message_type: format.kind,
        created_at: expect.any(String),
        read_by: [],
        delivered_to: [],
        attachment: {
          id: expect.any(String),
          file_name: format.name,
          content_type: format.type,
          size_bytes: format.bytes.length,
          url: expect.stringMatching(new RegExp(`^/api/conversations/${id}/attachments/[0-9a-f-]{36}$`)),
        },
      });
      sent.push(res.body);
    }
    expect(sent.map((m) => m.content)).toEqual([
      '📎 Uploaded file: Quote.pdf',
      '📷 Uploaded image: Site photo.png',
      '📷 Uploaded image: Panel.JPG',
      '📎 Uploaded file: Old contract.doc',
      '📎 Uploaded file: Scope of work.docx',
    ]);
    expect((await storedFiles()).length).toBe(before + FORMATS.length);

    // The other participant's thread has them, attachment included; the list previews the last.
    const thread = await server.request('GET', `/api/conversations/${id}/messages`, undefined, bob.headers);
    expect(thread.status).toBe(200);
    const fromThread = thread.body.messages.map((m: { attachment: unknown }) => m.attachment);
    expect(fromThread).toEqual(sent.map((m) => m.attachment));
    const list = await server.request('GET', '/api/conversations', undefined, bob.headers);
    expect(list.body.conversations[0]).toMatchObject({
      id,
      unread_count: FORMATS.length,
      last_message: {
        id: sent.at(-1)?.id,
        message_type: 'file',
        content: '📎 Uploaded file: Scope of work.docx',
      },
    });
  });

  it('publishes message.created with the attachment, after it is stored', async () => {
    const { alice, bob, id } = await pair();
    const events: BusEvent[] = [];
    const stop = server.app.ctx.bus.subscribe((event) => {
      if (event.type === MESSAGE_CREATED_EVENT) events.push(event);
    });
    try {
      const res = await upload(id, bob.headers, { name: 'plan.png', bytes: pngFile() });
      expect(res.status).toBe(201);
      await vi.waitFor(() => expect(events).toHaveLength(1));
      expect(events[0]!.payload).toEqual({
        conversationId: id,
        message: res.body,
        participantIds: expect.arrayContaining([alice.user.id, bob.user.id]),
      });
    } finally {
      stop();
    }
  });

  it('cleans the file name: no path, no control characters, at most 200 characters', async () => {
    const { alice, id } = await pair();
    const res = await upload(id, alice.headers, {
      name: `..\\..\\secret\u0007 ${'x'.repeat(300)}.pdf`,
      bytes: pdfFile(),
    });
    expect(res.status, res.text).toBe(201);
    const name: string = res.body.attachment.file_name;
    expect(name).toHaveLength(200);
    expect(name).toMatch(/^secret x+\.pdf$/);
    expect(res.body.content).toBe(`📎 Uploaded file: ${name}`);
  });

  it('refuses a file of another type, or whose bytes and extension disagree (415), storing nothing', async () => {
    const { alice, id } = await pair();
    const before = await storedFiles();
    for (const file of [
      { name: 'setup.exe', bytes: exeFile() },
      { name: 'notes.pdf', bytes: Buffer.from('Just a text file pretending to be a PDF.') },
      { name: 'photo.pdf', bytes: pngFile() },
      { name: 'quote', bytes: pdfFile() },
      { name: 'drawing.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>') },
    ]) {
      const res = await upload(id, alice.headers, file);
      expect(res.status, file.name).toBe(415);
      expect(res.body).toEqual(MESSAGING_ERRORS.fileTypeNotAllowed);
    }
    expect(await storedFiles()).toEqual(before);
    const thread = await server.request('GET', `/api/conversations/${id}/messages`, undefined, alice.headers);
    expect(thread.body.messages).toEqual([]);
  });

  it('answers 400 without a file: no part, another field, an empty file, or a JSON body', async () => {
    const { alice, id } = await pair();
    const missing = MESSAGING_ERRORS.fileMissing;
    const noPart = await upload(id, alice.headers, undefined, { note: 'hello' });
    expect([noPart.status, noPart.body]).toEqual([400, missing]);
    const otherField = await upload(id, alice.headers, {
      name: 'Quote.pdf',
      bytes: pdfFile(),
      field: 'document',
    });
    expect([otherField.status, otherField.body]).toEqual([400, missing]);
    const empty = await upload(id, alice.headers, { name: 'empty.pdf', bytes: Buffer.alloc(0) });
    expect([empty.status, empty.body]).toEqual([400, missing]);
    const json = await server.request(
      'POST',
      `/api/conversations/${id}/attachments`,
      { file: 'x' },
      alice.headers,
    );
    expect([json.status, json.body]).toEqual([400, missing]);
  });

  it('accepts exactly 10 MB and refuses one byte more (413), storing nothing', async () => {
    const { alice, bob, id } = await pair();
    const atLimit = Buffer.alloc(ATTACHMENT_MAX_BYTES, 0x20);
    pdfFile().copy(atLimit);
    const ok = await upload(id, alice.headers, { name: 'big.pdf', bytes: atLimit });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body.attachment.size_bytes).toBe(ATTACHMENT_MAX_BYTES);
    const fetched = await download(ok.body.attachment.url, bob.headers);
    expect(fetched.bytes.equals(atLimit)).toBe(true);

    const before = await storedFiles();
    const tooBig = Buffer.concat([atLimit, Buffer.from(' ')]);
    const res = await upload(id, alice.headers, { name: 'bigger.pdf', bytes: tooBig });
    expect(res.status).toBe(413);
    expect(res.body).toEqual(MESSAGING_ERRORS.fileTooLarge);
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 404 to anyone not in the conversation, and for malformed or unknown ids', async () => {
    const { id } = await pair();
    const outsider = await buildSignedInUser(server, 'Olivia Outsider');
    const file = { name: 'Quote.pdf', bytes: pdfFile() };
    const notFound = MESSAGING_ERRORS.conversationNotFound;
    for (const target of [id, randomUUID(), 'not-a-uuid']) {
      const res = await upload(target, outsider.headers, file);
      expect([res.status, res.body], target).toEqual([404, notFound]);
    }
  });

  it('answers 401 without a token', async () => {
    const { id } = await pair();
    const res = await upload(id, {}, { name: 'Quote.pdf', bytes: pdfFile() });
    expect(res.status).toBe(401);
  });

  it('shares the per-user send limit with text messages', async () => {
    const { alice, bob, id } = await pair();
    for (let i = 0; i < MESSAGE_RATE_LIMIT.max - 1; i += 1) {
      const res = await server.request(
        'POST',
        `/api/conversations/${id}/messages`,
        { content: `m${i}` },
        alice.headers,
      );
      expect(res.status).toBe(201);
    }
    // The last one of the minute is an attachment; after it, neither kind goes through.
    expect((await upload(id, alice.headers, { name: 'last.pdf', bytes: pdfFile() })).status).toBe(201);
    const text = await server.request(
      'POST',
      `/api/conversations/${id}/messages`,
      { content: 'more' },
      alice.headers,
    );
    expect(text.status).toBe(429);
    const file = await upload(id, alice.headers, { name: 'more.pdf', bytes: pdfFile() });
    expect(file.status).toBe(429);
    expect(file.body).toEqual(MESSAGING_ERRORS.tooManyMessages);
    expect(Number(file.headers.get('retry-after'))).toBeGreaterThan(0);
    // Per user: the other participant still sends files.
    expect((await upload(id, bob.headers, { name: 'fine.pdf', bytes: pdfFile() })).status).toBe(201);
  });

  it('deletes the stored object when the message cannot be inserted', async () => {
    const { alice, id } = await pair();
    const before = await storedFiles();
    const storage = server.app.ctx.storage;
    const put = storage.put;
    const keys: string[] = [];
    // The conversation is deleted by someone else between the upload's check and its insert.
    storage.put = async (key, body, contentType) => {
      await put.call(storage, key, body, contentType);
      keys.push(key);
      await server.app.ctx.db.delete(conversations).where(eq(conversations.id, id));
    };
    try {
      const res = await upload(id, alice.headers, { name: 'Quote.pdf', bytes: pdfFile() });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(MESSAGING_ERRORS.conversationNotFound);
    } finally {
      storage.put = put;
    }
    expect(keys).toHaveLength(1);
    expect(await storage.get(keys[0]!)).toBeNull();
    expect(await storedFiles()).toEqual(before);
  });
});

describe('GET /api/conversations/{id}/attachments/{attachmentId}', () => {
  it('serves each participant the same bytes, under the stored name, with safe headers', async () => {
    const { alice, bob, id } = await pair();
    for (const format of FORMATS) {
      const sent = await upload(id, alice.headers, format);
      expect(sent.status).toBe(201);
      for (const viewer of [alice, bob]) {
        const res = await download(sent.body.attachment.url, viewer.headers);
        expect(res.status).toBe(200);
        expect(res.bytes.equals(format.bytes), format.name).toBe(true);
        const disposition = format.kind === 'image' ? 'inline' : 'attachment';
        expect(Object.fromEntries(pick(res.headers))).toEqual({
          'content-type': format.type,
          'content-length': String(format.bytes.length),
          'content-disposition': `${disposition}; filename="${format.name}"; filename*=UTF-8''${encodeURIComponent(format.name)}`,
          'x-content-type-options': 'nosniff',
          'cache-control': 'no-store',
          'content-security-policy': "default-src 'none'; sandbox",
        });
      }
    }
  });

  it('gives a non-ASCII name an ASCII fallback and the UTF-8 name', async () => {
    const { alice, bob, id } = await pair();
    const sent = await upload(id, alice.headers, { name: 'Devis électricité.pdf', bytes: pdfFile() });
    expect(sent.body.attachment.file_name).toBe('Devis électricité.pdf');
    const res = await download(sent.body.attachment.url, bob.headers);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Devis _lectricit_.pdf"; filename*=UTF-8''Devis%20%C3%A9lectricit%C3%A9.pdf`,
    );
  });

  it('answers 404 to outsiders, for another conversation, and for malformed or unknown ids', async () => {
    const { alice, id } = await pair();
    const sent = await upload(id, alice.headers, { name: 'Quote.pdf', bytes: pdfFile() });
    const attachmentId: string = sent.body.attachment.id;
    const outsider = await buildSignedInUser(server, 'Olivia Outsider');
    const notFound = MESSAGING_ERRORS.attachmentNotFound;

    const expectNotFound = async (url: string, headers: Headers) => {
      const res = await fetch(`${server.url}${url}`, { headers });
      expect([res.status, await res.json()], url).toEqual([404, notFound]);
    };
    await expectNotFound(sent.body.attachment.url, outsider.headers);
    // Alice takes part in another conversation: its path does not reach this attachment.
    const other = await server.request(
      'POST',
      '/api/conversations',
      { participant_ids: [outsider.user.id] },
      alice.headers,
    );
    await expectNotFound(`/api/conversations/${other.body.id}/attachments/${attachmentId}`, alice.headers);
    await expectNotFound(`/api/conversations/${other.body.id}/attachments/${attachmentId}`, outsider.headers);
    await expectNotFound(`/api/conversations/${id}/attachments/${randomUUID()}`, alice.headers);
    await expectNotFound(`/api/conversations/${id}/attachments/not-a-uuid`, alice.headers);
    await expectNotFound(`/api/conversations/not-a-uuid/attachments/${attachmentId}`, alice.headers);
  });

  it('answers 401 without a token', async () => {
    const { alice, id } = await pair();
    const sent = await upload(id, alice.headers, { name: 'Quote.pdf', bytes: pdfFile() });
    expect((await download(sent.body.attachment.url, {})).status).toBe(401);
  });

  it('answers 404 when the bytes are gone from storage', async () => {
    const { alice, id } = await pair();
    const sent = await upload(id, alice.headers, { name: 'Quote.pdf', bytes: pdfFile() });
    for (const file of await storedFiles()) {
      if (file.includes(id)) await rm(file);
    }
    const res = await download(sent.body.attachment.url, alice.headers);
    expect(res.status).toBe(404);
  });
});

const DOWNLOAD_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'x-content-type-options',
  'cache-control',
  'content-security-policy',
];
const pick = (headers: globalThis.Headers) =>
  DOWNLOAD_HEADERS.map((name) => [name, headers.get(name)] as const);

describe('API docs', () => {
  it('lists both attachment routes', async () => {
    const res = await server.request('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.paths['/api/conversations/{id}/attachments'].post.responses).toHaveProperty('415');
    expect(res.body.paths['/api/conversations/{id}/attachments/{attachmentId}'].get.responses).toHaveProperty(
      '404',
    );
  });
});

describe('with S3-compatible storage (S3_BUCKET set)', () => {
  it('stores the upload in the bucket, signed, and streams it back from there', async () => {
    const peer = await startLocalS3Peer('peer-secret');
    const s3Server = await startTestServer({
      DATA_DIR: dataDir,
      S3_BUCKET: 'hh-attachments',
      S3_ENDPOINT: peer.endpoint,
      S3_REGION: 'ca-central-1',
      S3_ACCESS_KEY_ID: 'AKIAPEER',
      S3_SECRET_ACCESS_KEY: 'peer-secret',
    });
    try {
      const before = await storedFiles();
      const alice = await buildUser(s3Server, { fullName: 'Alice S3', userType: 'employer' });
      const bob = await buildUser(s3Server, { fullName: 'Bob S3' });
      const aliceHeaders = (await signInAs(s3Server, alice)).headers;
      const created = await s3Server.request(
        'POST',
        '/api/conversations',
        { participant_ids: [bob.id] },
        aliceHeaders,
      );
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(jpegFile())]), 'site.jpg');
      const sent = await fetch(`${s3Server.url}/api/conversations/${created.body.id}/attachments`, {
        method: 'POST',
        headers: aliceHeaders,
        body: form,
      });
      expect(sent.status).toBe(201);
      const { attachment } = (await sent.json()) as { attachment: { url: string } };

      const [key] = [...peer.objects.keys()];
      expect(key).toMatch(new RegExp(`^/hh-attachments/attachments/${created.body.id}/[0-9a-f-]{36}$`));
      expect(peer.objects.get(key!)).toEqual({ body: jpegFile(), contentType: 'image/jpeg' });
      expect(await storedFiles()).toEqual(before); // nothing on local disk

      const response = await fetch(`${s3Server.url}${attachment.url}`, {
        headers: (await signInAs(s3Server, bob)).headers,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await response.arrayBuffer()).equals(jpegFile())).toBe(true);
      expect(peer.requests.map((r) => [r.method, r.signatureValid])).toEqual([
        ['PUT', true],
        ['GET', true],
      ]);
      expect(peer.requests[0]!.credential).toMatch(/^AKIAPEER\/\d{8}\/ca-central-1\/s3\/aws4_request$/);
    } finally {
      await s3Server.close();
      await peer.close();
    }
  });
});
