import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  AVATAR_UPLOAD_RATE_LIMIT,
  avatarPath,
} from '@hirehand/shared/profile/avatar';
import { PROFILE_ERRORS } from '@hirehand/shared/profile/profile-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, signInAs, TEST_PASSWORD } from '../../../test/factories';
import { jpegFile, pdfFile, pngFile } from '../../../test/files';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { startLocalS3Peer } from '../../platform/storage/local-s3-peer';

let server: TestServer;
let dataDir: string;
beforeAll(async () => {
  // An own DATA_DIR, so the test sees exactly which pictures are left on disk.
  dataDir = await mkdtemp(path.join(tmpdir(), 'hh-avatars-'));
  server = await startTestServer({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Headers = Record<string, string>;
const PICTURE_PATH = /^\/api\/profile\/avatars\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(png|jpg|webp)$/;

/** POST multipart/form-data, as a browser's FormData does. */
async function upload(
  headers: Headers,
  file?: { name: string; bytes: Buffer; field?: string },
  on: TestServer = server,
) {
  const form = new FormData();
  if (file) form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${on.url}/api/profile/me/avatar`, { method: 'POST', headers, body: form });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** An image request as a browser's <img> makes it: no credentials. */
async function fetchPicture(url: string, on: TestServer = server) {
  const response = await fetch(`${on.url}${url}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const storedPictures = async (userId: string) =>
  readdir(path.join(dataDir, 'attachments', 'avatars', userId)).catch(() => [] as string[]);

describe('POST /api/profile/me/avatar', () => {
  it('stores a PNG and serves it from our origin to anyone, cached for good and never sniffed', async () => {
    const { user, headers } = await buildSignedInUser(server, 'Maya Chen');
    const res = await upload(headers, { name: 'me.png', bytes: pngFile() });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
    expect(res.body.profile_picture).toMatch(PICTURE_PATH);
    expect(res.body.profile_picture).toMatch(new RegExp(`^/api/profile/avatars/${user.id}/.+\\.png$`));
    // A picture is one of the trust score's inputs.
    expect(res.body.trust_score).toBeGreaterThan(user.trustScore);

    const me = await server.request('GET', '/api/profile/me', undefined, headers);
    expect(me.body.profile_picture).toBe(res.body.profile_picture);

    const { response, bytes } = await fetchPicture(res.body.profile_picture);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(bytes.equals(pngFile())).toBe(true);
    expect(await storedPictures(user.id)).toHaveLength(1);
  });

  it('takes the type from the bytes, whatever the name says, and replaces the old picture', async () => {
    const { user, headers } = await buildSignedInUser(server, 'Maya Chen');
    const first = await upload(headers, { name: 'me.png', bytes: pngFile() });
    const second = await upload(headers, { name: 'photo.png', bytes: jpegFile() });
    expect(second.status).toBe(200);
    expect(second.body.profile_picture).toMatch(/\.jpg$/);
    expect((await fetchPicture(second.body.profile_picture)).response.headers.get('content-type')).toBe(
      'image/jpeg',
    );
    // The replaced picture is no longer served, and its bytes are gone from storage.
    expect((await fetchPicture(first.body.profile_picture)).response.status).toBe(404);
    expect(await storedPictures(user.id)).toHaveLength(1);
  });

  it('refuses other files, no file, a file too large, and signed-out callers', async () => {
    const { user, headers } = await buildSignedInUser(server, 'Maya Chen');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const file of [
      { name: 'me.svg', bytes: svg },
      { name: 'me.png', bytes: Buffer.from('not a picture') },
      { name: 'cv.pdf', bytes: pdfFile() },
    ]) {
      expect(await upload(headers, file)).toEqual({
        status: 415,
        body: PROFILE_ERRORS.pictureTypeNotAllowed,
      });
    }
    expect(await upload(headers)).toEqual({ status: 400, body: PROFILE_ERRORS.pictureMissing });
    expect(await upload(headers, { name: 'me.png', bytes: pngFile(), field: 'picture' })).toEqual({
      status: 400,
      body: PROFILE_ERRORS.pictureMissing,
    });
    const huge = Buffer.concat([pngFile(), Buffer.alloc(AVATAR_MAX_BYTES)]);
    expect(await upload(headers, { name: 'huge.png', bytes: huge })).toEqual({
      status: 413,
      body: PROFILE_ERRORS.pictureTooLarge,
    });
    expect((await upload({}, { name: 'me.png', bytes: pngFile() })).status).toBe(401);
    expect(await storedPictures(user.id)).toEqual([]);
    const me = await server.request('GET', '/api/profile/me', undefined, headers);
    expect(me.body.profile_picture).toBeNull();
  });

  it(`allows ${AVATAR_UPLOAD_RATE_LIMIT.max} uploads an hour per user`, async () => {
    const { headers } = await buildSignedInUser(server, 'Maya Chen');
    for (let n = 0; n < AVATAR_UPLOAD_RATE_LIMIT.max; n += 1) {
      expect((await upload(headers, { name: 'me.png', bytes: pngFile() })).status).toBe(200);
    }
    expect(await upload(headers, { name: 'me.png', bytes: pngFile() })).toEqual({
      status: 429,
      body: PROFILE_ERRORS.tooManyUploads,
    });
    // Someone else is not held back.
    expect(
      (
        await upload((await buildSignedInUser(server, 'Maya Chen')).headers, {
          name: 'me.png',
          bytes: pngFile(),
        })
      ).status,
    ).toBe(200);
  });
});

describe('GET /api/profile/avatars/{user}/{file}', () => {
  it('answers 404 for unknown, malformed and other users’ paths', async () => {
    const { user, headers } = await buildSignedInUser(server, 'Maya Chen');
    const mine = (await upload(headers, { name: 'me.png', bytes: pngFile() })).body.profile_picture as string;
    const other = (await buildSignedInUser(server, 'Maya Chen')).user;
    for (const url of [
      avatarPath(user.id, randomUUID(), 'png'),
      mine.replace('.png', '.jpg'),
      mine.replace(user.id, other.id),
      `/api/profile/avatars/${user.id}/..%2F..%2Fetc.png`,
      '/api/profile/avatars/x/y.png',
    ]) {
      const { response, bytes } = await fetchPicture(url);
      expect(response.status, url).toBe(404);
      expect(JSON.parse(bytes.toString())).toEqual(PROFILE_ERRORS.pictureNotFound);
    }
  });
});

describe('PATCH /api/profile/me profile_picture', () => {
  const refused = {
    code: 'validation',
    detail: [
      { loc: ['body', 'profile_picture'], msg: AVATAR_MESSAGES.linkRefused, type: expect.any(String) },
    ],
  };

  it('refuses a link to another site or to someone else’s picture (422), keeping the current one', async () => {
    const { headers } = await buildSignedInUser(server, 'Maya Chen');
    const mine = (await upload(headers, { name: 'me.png', bytes: pngFile() })).body.profile_picture as string;
    const theirs = (
      await upload((await buildSignedInUser(server, 'Maya Chen')).headers, {
        name: 'me.png',
        bytes: pngFile(),
      })
    ).body.profile_picture as string;
    for (const profile_picture of ['https://example.ca/me.png', 'javascript:alert(1)', theirs]) {
      const res = await server.request('PATCH', '/api/profile/me', { profile_picture }, headers);
      expect(res.status, profile_picture).toBe(422);
      expect(res.body).toEqual(refused);
    }
    const same = await server.request(
      'PATCH',
      '/api/profile/me',
      { profile_picture: mine, city: 'Toronto' },
      headers,
    );
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ profile_picture: mine, city: 'Toronto' });
  });

  it('null removes the picture and deletes its bytes', async () => {
    const { user, headers } = await buildSignedInUser(server, 'Maya Chen');
    const mine = (await upload(headers, { name: 'me.png', bytes: pngFile() })).body.profile_picture as string;
    const res = await server.request('PATCH', '/api/profile/me', { profile_picture: null }, headers);
    expect(res.status).toBe(200);
    expect(res.body.profile_picture).toBeNull();
    expect((await fetchPicture(mine)).response.status).toBe(404);
    expect(await storedPictures(user.id)).toEqual([]);
  });

  it('keeps an older linked picture when other fields change, and lets it be removed', async () => {
    const { headers } = await buildSignedInUser(server, {
      profilePicture: 'https://lh3.example.com/a.jpg',
    });
    const res = await server.request('PATCH', '/api/profile/me', { bio: 'Electrician' }, headers);
    expect(res.body.profile_picture).toBe('https://lh3.example.com/a.jpg');
    const removed = await server.request('PATCH', '/api/profile/me', { profile_picture: null }, headers);
    expect(removed.body.profile_picture).toBeNull();
  });
});

describe('deleting the account', () => {
  it('deletes the stored picture with it, and stops serving it', async () => {
    const { user, headers } = await buildSignedInUser(server, 'Maya Chen');
    const mine = (await upload(headers, { name: 'me.png', bytes: pngFile() })).body.profile_picture as string;
    const res = await server.request('DELETE', '/api/account', { current_password: TEST_PASSWORD }, headers);
    expect(res.status).toBe(200);
    expect((await fetchPicture(mine)).response.status).toBe(404);
    expect(await storedPictures(user.id)).toEqual([]);
  });
});

describe('pictures in conversations', () => {
  it('the list shows each participant’s uploaded picture, never a link to another site', async () => {
    const alice = await buildSignedInUser(server, 'Alice Employer');
    const picture = (await upload(alice.headers, { name: 'me.png', bytes: pngFile() })).body.profile_picture;
    const bob = await buildUser(server, {
      fullName: 'Bob Linked',
      profilePicture: 'https://lh3.example.com/b.jpg',
    });
    const created = await server.request(
      'POST',
      '/api/conversations',
      { participant_ids: [bob.id] },
      alice.headers,
    );
    expect(created.status).toBe(201);
    const list = await server.request(
      'GET',
      '/api/conversations',
      undefined,
      (await signInAs(server, bob)).headers,
    );
    expect(list.body.conversations[0].participants).toEqual(
      expect.arrayContaining([
        { id: alice.user.id, full_name: 'Alice Employer', user_type: 'worker', profile_picture: picture },
        { id: bob.id, full_name: 'Bob Linked', user_type: 'worker', profile_picture: null },
      ]),
    );
  });
});

describe('with S3-compatible storage (S3_BUCKET set)', () => {
  it('stores the picture in the bucket and serves it from there', async () => {
    const peer = await startLocalS3Peer('peer-secret');
    const s3Server = await startTestServer({
      DATA_DIR: dataDir,
      S3_BUCKET: 'hh-files',
      S3_ENDPOINT: peer.endpoint,
      S3_REGION: 'ca-central-1',
      S3_ACCESS_KEY_ID: 'AKIAPEER',
      S3_SECRET_ACCESS_KEY: 'peer-secret',
    });
    try {
      const user = await buildUser(s3Server);
      const res = await upload(
        (await signInAs(s3Server, user)).headers,
        { name: 'me.jpg', bytes: jpegFile() },
        s3Server,
      );
      expect(res.status).toBe(200);
      const [key] = [...peer.objects.keys()];
      expect(key).toMatch(new RegExp(`^/hh-files/attachments/avatars/${user.id}/[0-9a-f-]{36}$`));
      expect(peer.objects.get(key!)).toEqual({ body: jpegFile(), contentType: 'image/jpeg' });
      const { response, bytes } = await fetchPicture(res.body.profile_picture, s3Server);
      expect(response.status).toBe(200);
      expect(bytes.equals(jpegFile())).toBe(true);
      expect(await storedPictures(user.id)).toEqual([]); // nothing on local disk
    } finally {
      await s3Server.close();
      await peer.close();
    }
  });
});
