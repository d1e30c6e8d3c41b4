import jpeg from 'jpeg-js';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { PNG } from 'pngjs';

// Files for the document upload tests, made in the test (no fixtures on disk).

/** A one-page PDF with `text` on it; `objectStreams` false keeps every object in the clear. */
export async function pdfBytes(
  text = 'Certificate of death',
  options: {
    objectStreams?: boolean;
    /** A string kept in the clear in the catalog. */ title?: string;
  } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 12 });
  if (options.title) doc.catalog.set(PDFName.of('Marker'), PDFString.of(options.title));
  return doc.save({ useObjectStreams: options.objectStreams ?? true });
}

/** A PDF that runs JavaScript when opened (in a compressed object stream by default). */
export async function scriptedPdf(objectStreams = true): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]);
  const action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  return doc.save({ useObjectStreams: objectStreams });
}

/** A PDF whose open action launches a program. */
export async function launchPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]);
  const action = doc.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  return doc.save();
}

/** A PDF carrying a file inside it. */
export async function attachmentPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]);
  await doc.attach(Buffer.from('hidden payload'), 'payload.txt', { mimeType: 'text/plain' });
  return doc.save();
}

/** A PDF that says it is encrypted (an /Encrypt dictionary in its trailer). */
export async function encryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]);
  const encrypt = doc.context.obj({ Filter: 'Standard', V: 1, R: 2, P: -4 });
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  return doc.save({ useObjectStreams: false });
}

/** An 8x8 PNG. */
export function pngBytes(): Uint8Array {
  const png = new PNG({ width: 8, height: 8 });
  png.data.fill(0x80);
  return new Uint8Array(PNG.sync.write(png));
}

/** The TIFF body of an EXIF block holding a GPS position (37°48'12.34" S). */
function gpsTiff(): Buffer {
  const b = Buffer.alloc(80);
  b.write('II*\0', 0, 'latin1');
  b.writeUInt32LE(8, 4);
  // IFD0: one entry, GPSInfo (0x8825) pointing at the GPS IFD at 26.
  b.writeUInt16LE(1, 8);
  b.writeUInt16LE(0x8825, 10);
  b.writeUInt16LE(4, 12);
  b.writeUInt32LE(1, 14);
  b.writeUInt32LE(26, 18);
  b.writeUInt32LE(0, 22);
  // GPS IFD: GPSLatitudeRef "S", GPSLatitude 3 rationals at 56.
  b.writeUInt16LE(2, 26);
  b.writeUInt16LE(1, 28);
  b.writeUInt16LE(2, 30);
  b.writeUInt32LE(2, 32);
  b.write('S\0', 36, 'latin1');
  b.writeUInt16LE(2, 40);
  b.writeUInt16LE(5, 42);
  b.writeUInt32LE(3, 44);
  b.writeUInt32LE(56, 48);
  b.writeUInt32LE(0, 52);
  [37, 1, 48, 1, 1234, 100].forEach((v, i) => b.writeUInt32LE(v, 56 + i * 4));
  return b;
}

/** A small JPEG with an EXIF (APP1) segment carrying a GPS position right after its SOI. */
export function jpegWithGps(): Uint8Array {
  const pixels = Buffer.alloc(16 * 16 * 4, 0x7f);
  const plain = Buffer.from(jpeg.encode({ data: pixels, width: 16, height: 16 }, 80).data);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), gpsTiff()]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return new Uint8Array(Buffer.concat([plain.subarray(0, 2), header, payload, plain.subarray(2)]));
}

/** The marker of every segment before the image data (0xffe1 is APP1: EXIF or XMP). */
export function jpegMarkers(bytes: Uint8Array): number[] {
  const b = Buffer.from(bytes);
  const markers: number[] = [];
  let at = 2;
  while (at + 4 <= b.length && b[at] === 0xff) {
    const marker = b.readUInt16BE(at);
    markers.push(marker);
    if (marker === 0xffda) break;
    at += 2 + b.readUInt16BE(at + 2);
  }
  return markers;
}

/** A multipart form for the upload route. */
export function documentForm(bytes: Uint8Array, name: string, type = 'death_certificate') {
  const form = new FormData();
  form.set('type', type);
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
  return form;
}
