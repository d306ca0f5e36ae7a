import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type StorageProvider } from './storage-provider';

export interface S3StorageSettings {
  bucket: string;
  /** S3_ENDPOINT: an S3-compatible service (MinIO, R2...), addressed path-style; unset is AWS, virtual-hosted. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Prepended to every key, so the bucket can hold other things too. */
  prefix?: string;
  /** How long one call may take, retries included (ms). */
  timeoutMs?: number;
  /** Retries on 5xx and 429 answers, with jittered backoff. */
  retries?: number;
}

export const S3_TIMEOUT_MS = 30_000;

export class StorageError extends Error {}

/**
 * Objects in an S3-compatible bucket: PutObject, GetObject and DeleteObject, signed with
 * SigV4 by aws4fetch. The payload hash is signed too, so a proxy cannot alter the bytes.
 */
export function createS3Storage(settings: S3StorageSettings): StorageProvider {
  const aws = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: settings.retries ?? 2,
  });
  const bucket = encodeURIComponent(settings.bucket);
  const base = settings.endpoint
    ? `${settings.endpoint.replace(/\/+$/, '')}/${bucket}`
    : `https://${bucket}.s3.${settings.region}.amazonaws.com`;
  const prefix = settings.prefix ?? 'attachments/';
  const timeoutMs = settings.timeoutMs ?? S3_TIMEOUT_MS;

  const urlOf = (key: string) => {
    assertStorageKey(key);
    return `${base}/${`${prefix}${key}`.split('/').map(encodeURIComponent).join('/')}`;
  };
  const call = (
    method: string,
    key: string,
    init: { body?: Buffer; headers?: Record<string, string> } = {},
  ) => aws.fetch(urlOf(key), { method, ...init, signal: AbortSignal.timeout(timeoutMs) });
  const fail = async (response: Response, action: string) => {
    await response.body?.cancel();
    // The body may name the bucket or key; the status is enough to act on.
    return new StorageError(`S3 ${action} answered ${response.status}`);
  };

  return {
    name: 's3',

    async put(key, body, contentType) {
      const response = await call('PUT', key, {
        body,
        headers: {
          'content-type': contentType,
          'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
        },
      });
      if (!response.ok) throw await fail(response, 'PutObject');
      await response.body?.cancel();
    },

    async get(key) {
      const response = await call('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await fail(response, 'GetObject');
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },

    async delete(key) {
      const response = await call('DELETE', key);
      if (!response.ok && response.status !== 404) throw await fail(response, 'DeleteObject');
      await response.body?.cancel();
    },
  };
}
