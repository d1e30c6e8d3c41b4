import { describe, expect, it } from 'vitest';
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
  it('drops the EXIF block of a JPEG and keeps a decodable image', () => {
    const cleaned = cleanJpeg(jpegWithGps());
    expect(jpegMarkers(cleaned)).not.toContain(0xffe1);
    expect(jpegMarkers(cleaned)).toContain(0xffda);
  });

  it('drops the text chunks of a PNG and keeps its pixels', () => {
    const dirty = pngWithText();
    expect(dirty.includes(Buffer.from('Secret Street'))).toBe(true);
    const cleaned = Buffer.from(cleanPng(dirty));
    expect(cleaned.includes(Buffer.from('Secret Street'))).toBe(false);
    const image = PNG.sync.read(cleaned);
    expect([image.width, image.height]).toEqual([8, 8]);
  });

  it('refuses a PNG whose header claims a huge canvas before inflating it', () => {
    const png = Buffer.from(pngBytes());
    png.writeUInt32BE(100_000, 16);
    png.writeUInt32BE(100_000, 20);
    expect(() => cleanPng(png)).toThrow('image too large');
  });
});
