import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** The largest image (in pixels) we decode: a 10 MB file can claim a huge canvas. */
const MAX_PIXELS = 60_000_000;
const MAX_DECODE_MB = 512;

/**
 * Re-encodes a JPEG from its pixels alone: EXIF (GPS, camera, dates), XMP, IPTC and comments do
 * not survive. Throws when the bytes do not decode.
 */
export function cleanJpeg(bytes: Uint8Array): Uint8Array {
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

/** Re-encodes a PNG from its pixels alone: text, eXIf and other ancillary chunks are dropped. */
export function cleanPng(bytes: Uint8Array): Uint8Array {
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
