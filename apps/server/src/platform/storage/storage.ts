/** One stored file. */
export type StoredObject = { body: Uint8Array; contentType: string };

/**
 * Where uploads live: local disk by default, S3-compatible storage later, so several server
 * processes can share them. Keys are `/`-separated segments of letters, digits, `.`, `_` and `-`,
 * ending in a file extension that names the content type.
 */
export type Storage = {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (which ends with `/`). */
  deletePrefix(prefix: string): Promise<void>;
};

// No segment starts with a dot, so none is `.` or `..`.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Keys never climb out of the storage root: no empty, `.` or `..` segments, no leading `/`. */
export function assertValidKey(key: string): void {
  if (key.length > 512 || !key.split('/').every((s) => SEGMENT.test(s))) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

export function assertValidPrefix(prefix: string): void {
  if (!prefix.endsWith('/')) throw new Error('A storage prefix ends with /');
  assertValidKey(prefix.slice(0, -1));
}
