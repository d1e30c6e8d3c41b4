// Re-encodes one image from its pixels alone, off the main thread: decoding a phone photo takes
// about a second of CPU, which would stall every other request. Plain CommonJS so the same file
// runs beside the TypeScript sources (tests, tsx) and beside the bundle (dist/, copied by build.mjs).
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const jpeg = require('jpeg-js');
const { PNG } = require('pngjs');

/** The largest image (in pixels) we decode: a 10 MB file can claim a huge canvas. */
const MAX_PIXELS = 60_000_000;
const MAX_DECODE_MB = 512;

/** EXIF (GPS, camera, dates), XMP, IPTC and comments do not survive a JPEG re-encode. */
function cleanJpeg(bytes) {
  const image = jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: MAX_PIXELS / 1_000_000,
    maxMemoryUsageInMB: MAX_DECODE_MB,
  });
  // Only the pixels: the decoder also hands back the EXIF block, which encode would write again.
  const pixels = { width: image.width, height: image.height, data: image.data };
  return new Uint8Array(jpeg.encode(pixels, 90).data);
}

/** Text, eXIf and other ancillary chunks are dropped from a PNG. */
function cleanPng(bytes) {
  const buffer = Buffer.from(bytes);
  // The size from the header (IHDR) first: a small file can inflate to a huge canvas.
  if (buffer.length < 24 || buffer.readUInt32BE(16) * buffer.readUInt32BE(20) > MAX_PIXELS) {
    throw new Error('image too large');
  }
  const image = PNG.sync.read(buffer);
  const out = new PNG({ width: image.width, height: image.height });
  image.data.copy(out.data);
  return new Uint8Array(PNG.sync.write(out));
}

try {
  const clean = workerData.type === 'image/png' ? cleanPng : cleanJpeg;
  const bytes = clean(workerData.bytes);
  parentPort.postMessage({ ok: true, bytes }, [bytes.buffer]);
} catch (err) {
  parentPort.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err) });
}
