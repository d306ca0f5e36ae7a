import { MESSAGING_ERRORS } from '@hirehand/shared/messaging/messaging-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { pngFile } from '../../test/files';
import { startTestServer, type TestServer } from '../../test/start-test-server';

/** Bodies the parsers refuse are the client's fault: a 4xx in the route's own error shape, never a 500. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the identity provider (/api/idp/*) with a body it cannot read', () => {
  const idpError = { error: { code: 'auth/argument-error', message: expect.any(String) } };

  it.each([
    ['invalid JSON', '{"email":'],
    ['an empty JSON body', ''],
    ['a __proto__ key', '{"__proto__":{"x":1}}'],
  ])('answers 400 {error: {code, message}} to %s', async (_label, body) => {
    for (const path of ['/api/idp/signUp', '/api/idp/signIn', '/api/idp/sendEmailVerification']) {
      const res = await server.request('POST', path, body, { 'content-type': 'application/json' });
      expect(res.status, path).toBe(400);
      expect(res.body, path).toEqual(idpError);
    }
  });

  it('answers 415 in the same shape to another media type', async () => {
    const res = await server.request('POST', '/api/idp/signIn', 'email=a', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual(idpError);
  });

  it('keeps the 422 list for a body of the wrong shape', async () => {
    const res = await server.request('POST', '/api/idp/signIn', { email: 5 });
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(['body', 'email']);
  });
});

describe('POST /api/conversations/{id}/attachments with broken multipart', () => {
  let headers: Record<string, string>;
  let conversationId: string;
  const boundary = 'hh-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;

  beforeAll(async () => {
    const sender = await buildSignedInUser(server, 'Sender');
    const other = await buildUser(server, { fullName: 'Receiver' });
    headers = sender.headers;
    const created = await server.request(
      'POST',
      '/api/conversations',
      { participant_ids: [other.id] },
      headers,
    );
    expect(created.status).toBe(201);
    conversationId = created.body.id;
  });

  const send = async (contentType: string, body: Buffer) => {
    const response = await fetch(`${server.url}/api/conversations/${conversationId}/attachments`, {
      method: 'POST',
      headers: { ...headers, 'content-type': contentType },
      body,
    });
    return { status: response.status, body: await response.json() };
  };

  it.each([
    ['without a boundary', 'multipart/form-data', Buffer.concat([Buffer.from(head), pngFile()])],
    [
      'without its closing boundary',
      `multipart/form-data; boundary=${boundary}`,
      Buffer.concat([Buffer.from(head), pngFile()]),
    ],
    ['that is not multipart at all', `multipart/form-data; boundary=${boundary}`, Buffer.from('garbage')],
    [
      'with a broken part header',
      `multipart/form-data; boundary=${boundary}`,
      Buffer.from(`--${boundary}\r\nContent-Disposition\r\n\r\nabc\r\n--${boundary}--\r\n`),
    ],
  ])('answers 400 {detail} to an upload %s', async (_label, contentType, body) => {
    const res = await send(contentType, body);
    expect(res).toEqual({ status: 400, body: MESSAGING_ERRORS.fileMissing });
  });

  it('still accepts a well-formed upload', async () => {
    const body = Buffer.concat([Buffer.from(head), pngFile(), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await send(`multipart/form-data; boundary=${boundary}`, body);
    expect(res.status).toBe(201);
  });
});
