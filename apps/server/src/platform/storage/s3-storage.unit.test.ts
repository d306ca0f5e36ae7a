import type { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { createStorageProvider } from './create-storage-provider';
import { startLocalS3Peer } from './local-s3-peer';
import { createS3Storage } from './s3-storage';

const ACCESS_KEY = 'AKIATESTLOCALPEER';
const SECRET_KEY = 'local-peer-secret/with+symbols';
const REGION = 'ca-central-1';
const BUCKET = 'hirehand-test';

let peer: Awaited<ReturnType<typeof startLocalS3Peer>>;
let endpoint: string;

beforeAll(async () => {
  peer = await startLocalS3Peer(SECRET_KEY);
  endpoint = peer.endpoint;
});
afterAll(() => peer.close());
beforeEach(() => {
  peer.requests.length = 0;
});

async function bytesOf(stream: Readable | null) {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const makeStorage = (overrides: { secretAccessKey?: string; retries?: number } = {}) =>
  createS3Storage({
    bucket: BUCKET,
    endpoint,
    region: REGION,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: overrides.secretAccessKey ?? SECRET_KEY,
    retries: overrides.retries ?? 0,
  });

describe('S3-compatible storage', () => {
  it('puts, gets and deletes objects path-style, each call signed with SigV4 for the key and region', async () => {
    const storage = makeStorage();
    const body = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from([0, 255, 128])]);
    await storage.put('conv-1/object-1', body, 'application/pdf');

    const stored = peer.objects.get(`/${BUCKET}/attachments/conv-1/object-1`);
    expect(stored?.body).toEqual(body);
    expect(stored?.contentType).toBe('application/pdf');
    expect(await bytesOf(await storage.get('conv-1/object-1'))).toEqual(body);

    await storage.delete('conv-1/object-1');
    expect(peer.objects.has(`/${BUCKET}/attachments/conv-1/object-1`)).toBe(false);
    expect(await storage.get('conv-1/object-1')).toBeNull();

    expect(peer.requests.map((s) => `${s.method} ${s.path}`)).toEqual([
      `PUT /${BUCKET}/attachments/conv-1/object-1`,
      `GET /${BUCKET}/attachments/conv-1/object-1`,
      `DELETE /${BUCKET}/attachments/conv-1/object-1`,
      `GET /${BUCKET}/attachments/conv-1/object-1`,
    ]);
    expect(peer.requests[0]!.payloadHashed).toBe(true);
    for (const call of peer.requests) {
      expect(call.credential).toMatch(new RegExp(`^${ACCESS_KEY}/\\d{8}/${REGION}/s3/aws4_request$`));
      expect(call.signatureValid).toBe(true);
    }
  });

  it('fails a put the service refuses (a wrong secret), naming only the status', async () => {
    const storage = makeStorage({ secretAccessKey: 'not-the-secret' });
    const error = await storage.put('conv-2/object', Buffer.from('x'), 'image/png').catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('S3 PutObject answered 403');
    expect(peer.objects.has(`/${BUCKET}/attachments/conv-2/object`)).toBe(false);
  });

  it('retries a put answered 5xx, then stores it', async () => {
    const storage = makeStorage({ retries: 2 });
    peer.failNext(503);
    await storage.put('conv-3/object', Buffer.from('retry me'), 'application/pdf');
    expect(peer.requests.map((s) => s.method)).toEqual(['PUT', 'PUT']);
    expect(peer.objects.get(`/${BUCKET}/attachments/conv-3/object`)?.body.toString()).toBe('retry me');
  });

  it('treats deleting a missing object as done', async () => {
    await expect(makeStorage().delete('conv-4/never-stored')).resolves.toBeUndefined();
  });
});

describe('storage settings', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/hh-storage-env' };

  it('uses local disk under DATA_DIR/attachments without S3_BUCKET', async () => {
    const env = loadEnv(base);
    expect(env.S3_REGION).toBe('us-east-1');
    expect(createStorageProvider(env).name).toBe('local');
  });

  it('uses the S3 adapter with a bucket and its keys, and it reaches the configured endpoint', async () => {
    const env = loadEnv({
      ...base,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
    });
    const storage = createStorageProvider(env);
    expect(storage.name).toBe('s3');
    await storage.put('conv-5/object', Buffer.from('via env'), 'application/pdf');
    expect(peer.objects.get(`/${BUCKET}/attachments/conv-5/object`)?.body.toString()).toBe('via env');
  });

  it('refuses a bucket without keys, keys without a bucket, and bad values', () => {
    expect(() => loadEnv({ ...base, S3_BUCKET: BUCKET })).toThrow(
      /S3_ACCESS_KEY_ID: must be set with S3_BUCKET[\s\S]*S3_SECRET_ACCESS_KEY: must be set with S3_BUCKET/,
    );
    expect(() =>
      loadEnv({ ...base, S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: SECRET_KEY }),
    ).toThrow(/S3_ACCESS_KEY_ID: needs S3_BUCKET/);
    expect(() => loadEnv({ ...base, S3_ENDPOINT: endpoint })).toThrow(/S3_ENDPOINT: needs S3_BUCKET/);
    const keys = { S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: SECRET_KEY };
    expect(() => loadEnv({ ...base, ...keys, S3_BUCKET: 'Bad_Bucket' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
    expect(() => loadEnv({ ...base, ...keys, S3_BUCKET: BUCKET, S3_ENDPOINT: 'ftp://x' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => loadEnv({ ...base, ...keys, S3_BUCKET: BUCKET, S3_REGION: 'US East' })).toThrow(/S3_REGION/);
  });
});
