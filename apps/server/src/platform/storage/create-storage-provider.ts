import path from 'node:path';
import type { Env } from '../../env';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';
import type { StorageProvider } from './storage-provider';

type StorageEnv = Pick<
  Env,
  'DATA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
>;

/** S3-compatible storage when S3_BUCKET is set (env.ts has checked its keys), else files under DATA_DIR/attachments. */
export function createStorageProvider(env: StorageEnv): StorageProvider {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalDiskStorage(path.join(env.DATA_DIR, 'attachments'));
}
