import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage';

describe('local disk storage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'updately-storage-'));
  const storage = createLocalDiskStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const bytes = (...values: number[]) => new Uint8Array(values);

  it('stores, reads back with the content type of the extension, replaces and deletes', async () => {
    await storage.put('avatars/u1/a.png', bytes(1, 2, 3), 'image/png');
    expect(await storage.get('avatars/u1/a.png')).toEqual({
      body: Buffer.from([1, 2, 3]),
      contentType: 'image/png',
    });
    await storage.put('avatars/u1/a.png', bytes(4), 'image/png');
    expect((await storage.get('avatars/u1/a.png'))?.body).toEqual(Buffer.from([4]));
    expect(readdirSync(path.join(root, 'avatars/u1'))).toEqual(['a.png']);
    await storage.delete('avatars/u1/a.png');
    expect(await storage.get('avatars/u1/a.png')).toBeNull();
    await storage.delete('avatars/u1/a.png');
  });

  it('knows jpeg and webp', async () => {
    await storage.put('x/b.jpg', bytes(1), 'image/jpeg');
    await storage.put('x/c.webp', bytes(1), 'image/webp');
    expect((await storage.get('x/b.jpg'))?.contentType).toBe('image/jpeg');
    expect((await storage.get('x/c.webp'))?.contentType).toBe('image/webp');
  });

  it('deletes everything under a prefix and nothing else', async () => {
    await storage.put('avatars/u2/a.png', bytes(1), 'image/png');
    await storage.put('avatars/u2/b.png', bytes(1), 'image/png');
    await storage.put('avatars/u3/a.png', bytes(1), 'image/png');
    await storage.deletePrefix('avatars/u2/');
    expect(existsSync(path.join(root, 'avatars/u2'))).toBe(false);
    expect(await storage.get('avatars/u3/a.png')).not.toBeNull();
    await storage.deletePrefix('avatars/none/');
  });

  it('refuses keys that would leave the root', async () => {
    for (const key of [
      '../a.png',
      'a/../../b.png',
      '/etc/passwd',
      'a//b.png',
      '',
      'a/./b',
      'a\\b',
    ]) {
      await expect(storage.put(key, bytes(1), 'image/png')).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    }
    await expect(storage.deletePrefix('avatars')).rejects.toThrow(/ends with/);
    await expect(storage.deletePrefix('../')).rejects.toThrow(/Invalid storage key/);
  });
});
