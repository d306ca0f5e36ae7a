import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'hh-storage-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function bytesOf(stream: Readable | null) {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('local disk storage', () => {
  it('puts, gets and deletes an object as a file under the root', async () => {
    const storage = createLocalDiskStorage(root);
    const body = Buffer.from([0, 1, 2, 250, 255, ...Buffer.from('bytes')]);
    await storage.put('conv-1/object-1', body, 'application/pdf');

    expect(await readFile(path.join(root, 'conv-1', 'object-1'))).toEqual(body);
    // Only the final file: the temporary one was renamed, not left beside it.
    expect(await readdir(path.join(root, 'conv-1'))).toEqual(['object-1']);
    expect(await bytesOf(await storage.get('conv-1/object-1'))).toEqual(body);

    await storage.delete('conv-1/object-1');
    expect(await storage.get('conv-1/object-1')).toBeNull();
    await expect(storage.delete('conv-1/object-1')).resolves.toBeUndefined();
  });

  it('replaces an object put twice under one key', async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put('conv-2/object', Buffer.from('first'), 'application/pdf');
    await storage.put('conv-2/object', Buffer.from('second'), 'application/pdf');
    expect((await bytesOf(await storage.get('conv-2/object')))?.toString()).toBe('second');
  });

  it('answers null for a missing object', async () => {
    expect(await createLocalDiskStorage(root).get('nothing/here')).toBeNull();
  });

  it('refuses keys that could leave the root', async () => {
    const storage = createLocalDiskStorage(path.join(root, 'inner'));
    for (const key of ['../escape', 'a/../../escape', '/etc/passwd', 'a\\b', '', 'a//b', 'a/.hidden']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        'invalid storage key',
      );
      await expect(storage.get(key), key).rejects.toThrow('invalid storage key');
    }
    expect(await readdir(root)).not.toContain('escape');
  });
});
