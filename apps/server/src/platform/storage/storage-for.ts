import path from 'node:path';
import type { Config } from '../../lib/config';
import { createLocalDiskStorage } from './local-disk-storage';
import type { Storage } from './storage';

const byConfig = new WeakMap<Config, Storage>();

/**
 * The storage of this process: local disk under `${DATA_DIR}/uploads`. An S3-compatible
 * implementation plugs in here when its settings exist.
 */
export function storageFor(config: Config): Storage {
  let storage = byConfig.get(config);
  if (!storage) {
    storage = createLocalDiskStorage(path.resolve(config.DATA_DIR, 'uploads'));
    byConfig.set(config, storage);
  }
  return storage;
}
