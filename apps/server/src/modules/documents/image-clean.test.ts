import { describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { jpegMarkers, jpegWithGps, pngBytes } from '../../test/document-kit';
import { cleanJpeg, cleanPng } from './image-clean';

/** A PNG with a text chunk (tEXt) before its image data. */
function pngWithText(): Buffer {
  const png = Buffer.from(pngBytes());
  const text = Buffer.from('Comment\0taken at 12 Secret Street', 'latin1');
  const chunk = Buffer.alloc(12 + text.length);
  chunk.writeUInt32BE(text.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  text.copy(chunk, 8);
  // pngjs checks CRCs only when asked to; a zero CRC is fine for this test.
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

describe('image cleaning', () => {
  it('drops the EXIF block of a JPEG and keeps a decodable image', async () => {
    const cleaned = await cleanJpeg(jpegWithGps());
    expect(jpegMarkers(cleaned)).not.toContain(0xffe1);
    expect(jpegMarkers(cleaned)).toContain(0xffda);
  });

  it('drops the text chunks of a PNG and keeps its pixels', async () => {
    const dirty = pngWithText();
    expect(dirty.includes(Buffer.from('Secret Street'))).toBe(true);
    const cleaned = Buffer.from(await cleanPng(dirty));
    expect(cleaned.includes(Buffer.from('Secret Street'))).toBe(false);
    const image = PNG.sync.read(cleaned);
    expect([image.width, image.height]).toEqual([8, 8]);
  });

  it('refuses a PNG whose header claims a huge canvas before inflating it', async () => {
    const png = Buffer.from(pngBytes());
    png.writeUInt32BE(100_000, 16);
    png.writeUInt32BE(100_000, 20);
    await expect(cleanPng(png)).rejects.toThrow('image too large');
  });

  it('refuses bytes that are not an image', async () => {
    await expect(cleanJpeg(new Uint8Array([0xff, 0xd8, 0xff, 0, 1, 2]))).rejects.toThrow();
  });

  it('leaves the event loop free while a large photo is re-encoded', async () => {
    const width = 1600;
    const height = 1200;
    const data = Buffer.alloc(width * height * 4);
    for (let i = 0; i < data.length; i += 1) data[i] = (i * 2654435761) >>> 24;
    const photo = new Uint8Array(jpeg.encode({ data, width, height }, 85).data);
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    try {
      await cleanJpeg(photo);
    } finally {
      clearInterval(timer);
    }
    // Decoding on the main thread would let no timer run until it finished.
    expect(ticks).toBeGreaterThanOrEqual(3);
  });
});
