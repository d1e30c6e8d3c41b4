import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, assertValidPrefix, type Storage } from './storage';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json',
};

/** Files under `root`; the key's extension gives the content type back (no sidecar files). */
export function createLocalDiskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside then renamed, so a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, body, { mode: 0o600 });
        await rename(partial, file);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },

    async get(key) {
      try {
        const body = await readFile(fileOf(key));
        const contentType = CONTENT_TYPES[path.extname(key).toLowerCase()];
        return { body, contentType: contentType ?? 'application/octet-stream' };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      await rm(path.join(root, ...prefix.slice(0, -1).split('/')), {
        recursive: true,
        force: true,
      });
    },
  };
}
