import { Worker } from 'node:worker_threads';

const WORKER = new URL('./image-clean.worker.cjs', import.meta.url);

/**
 * Re-encodes a JPEG or PNG from its pixels alone (metadata gone), in a worker thread so a large
 * photo does not stall the server. Rejects when the bytes do not decode or claim a huge canvas.
 */
export function cleanImage(
  type: 'image/jpeg' | 'image/png',
  bytes: Uint8Array,
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      workerData: { type, bytes },
      // Above the decoder's own 512 MB cap: a hostile image fails there, not by killing us.
      resourceLimits: { maxOldGenerationSizeMb: 768 },
    });
    worker.once(
      'message',
      (result: { ok: true; bytes: Uint8Array } | { ok: false; message: string }) => {
        if (result.ok) resolve(new Uint8Array(result.bytes));
        else reject(new Error(result.message));
        void worker.terminate();
      },
    );
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`image worker stopped (${code})`));
    });
  });
}

export const cleanJpeg = (bytes: Uint8Array) => cleanImage('image/jpeg', bytes);
export const cleanPng = (bytes: Uint8Array) => cleanImage('image/png', bytes);
