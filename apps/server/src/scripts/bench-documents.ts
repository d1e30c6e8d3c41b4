// `npm run bench`: what a document costs on this machine — judging an upload (bytes, PDF checks,
// image re-encoding), encrypting it to disk and back, and stamping a company's copy. Prints
// medians, asserts nothing.
//   npx tsx apps/server/src/scripts/bench-documents.ts
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import jpeg from 'jpeg-js';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { documentStamp } from '@updately/shared/documents';
import { acceptDocumentFile } from '../modules/documents/document-file';
import { createValueCipher } from '../platform/crypto/value-cipher';
import { putDocument, readDocument } from '../platform/documents/document-vault';
import { stampDocument } from '../platform/documents/stamp-document';
import { createLocalDiskStorage } from '../platform/storage/local-disk-storage';

const RUNS = 7;

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

/** A text PDF of `pages` pages, padded to about `bytes` with an image-like stream. */
async function samplePdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i += 1) {
    const page = pdf.addPage([595, 842]);
    for (let line = 0; line < 40; line += 1) {
      page.drawText(`Certificate page ${i + 1}, line ${line + 1}: registered particulars.`, {
        x: 40,
        y: 800 - line * 18,
        size: 10,
        font,
      });
    }
  }
  return pdf.save();
}

/** A photographed certificate: a JPEG of width x height with noise, so it compresses like one. */
function sampleJpeg(width: number, height: number): Uint8Array {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 1) data[i] = (i * 2654435761) >>> 24;
  return jpeg.encode({ data, width, height }, 85).data;
}

const root = mkdtempSync(path.join(os.tmpdir(), 'updately-bench-documents-'));
try {
  const storage = createLocalDiskStorage(root);
  const cipher = createValueCipher([{ id: 'bench', key: Buffer.alloc(32, 7) }]);
  const stamp = documentStamp('Example Bank', 'UPD-7K2M-9QXA', '27 November 2026');
  const samples = [
    { name: 'PDF, 2 pages', bytes: await samplePdf(2) },
    { name: 'PDF, 40 pages', bytes: await samplePdf(40) },
    { name: 'JPEG, 2000x1500 photo', bytes: sampleJpeg(2000, 1500) },
  ];
  console.log('\n=== documents (median of 7, ms) ===');
  console.log(
    'file                      size      judge  loop stalled  encrypt+write  read+decrypt  stamp',
  );
  for (const sample of samples) {
    const accepted = await acceptDocumentFile(sample.bytes);
    // The longest the event loop waited while uploads were judged: other requests wait as long.
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const judge = await median(() => acceptDocumentFile(sample.bytes));
    loop.disable();
    const stalled = loop.max / 1e6;
    let n = 0;
    const write = await median(() =>
      putDocument(
        storage,
        cipher,
        { ownerId: 'bench', documentId: `d${(n += 1)}` },
        accepted.bytes,
      ),
    );
    const sealed = await putDocument(
      storage,
      cipher,
      { ownerId: 'bench', documentId: 'read' },
      accepted.bytes,
    );
    const read = await median(() => readDocument(storage, cipher, { id: 'read', ...sealed }));
    const stamped = await median(() => stampDocument(accepted.bytes, accepted.contentType, stamp));
    const size = `${(sample.bytes.length / 1024).toFixed(0)} KB`;
    console.log(
      `${sample.name.padEnd(26)}${size.padStart(8)}${judge.toFixed(1).padStart(10)}${stalled
        .toFixed(1)
        .padStart(14)}${write
        .toFixed(1)
        .padStart(15)}${read.toFixed(1).padStart(14)}${stamped.toFixed(1).padStart(7)}`,
    );
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
