import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite takes no lock on its data directory, and two processes writing one directory corrupt it.
 * The server and the CLI commands each hold `<dataDir>.lock` (their pid) while they have it open;
 * a lock whose process is gone is stale and taken over.
 */
export class EmbeddedDatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The embedded database at ${dataDir} is open in another process (pid ${pid})`);
  }
}

export function lockFileOf(dataDir: string): string {
  return `${dataDir.replace(/[/\\]+$/, '')}.lock`;
}

/** The pid of another live process holding the lock, or null. */
export function embeddedLockHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(lockFileOf(dataDir), 'utf8'), 10);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** Takes the lock or throws EmbeddedDatabaseInUseError; answers the release. */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const holder = embeddedLockHolder(dataDir);
  if (holder !== null) throw new EmbeddedDatabaseInUseError(dataDir, holder);
  const file = lockFileOf(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, String(process.pid));
  const release = () => {
    process.off('exit', release);
    try {
      if (readFileSync(file, 'utf8') === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return release;
}
