import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';

/** Why a PDF is refused: each has its own message for the person. */
export type PdfRefusal = 'encrypted' | 'javascript' | 'launch' | 'attachment' | 'unreadable';

const FORBIDDEN_NAMES: Record<string, Exclude<PdfRefusal, 'unreadable'>> = {
  Encrypt: 'encrypted',
  JavaScript: 'javascript',
  JS: 'javascript',
  Launch: 'launch',
  EmbeddedFile: 'attachment',
  EmbeddedFiles: 'attachment',
  FileAttachment: 'attachment',
};

const STREAM_BODY = /stream\r?\n[\s\S]*?endstream/g;
// A PDF name: a slash and the regular characters after it (PDF 32000 §7.3.5).
const NAME = /\/([^\s/[\]<>(){}%]*)/g;

/** The first forbidden name in raw PDF text, hex escapes (#4A) decoded, as a reader would. */
export function forbiddenName(text: string): PdfRefusal | null {
  for (const match of text.matchAll(NAME)) {
    const name = match[1]!.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    const refusal = FORBIDDEN_NAMES[name];
    if (refusal) return refusal;
  }
  return null;
}

function dictOf(object: PDFObject): PDFDict | null {
  if (object instanceof PDFDict) return object;
  if (object instanceof PDFRawStream) return object.dict;
  return null;
}

/** Forbidden names among a dictionary's keys and name values, nested dictionaries included. */
function forbiddenInDict(dict: PDFDict, depth = 0): PdfRefusal | null {
  if (depth > 8) return null;
  for (const [key, value] of dict.entries()) {
    const refusal =
      FORBIDDEN_NAMES[key.decodeText()] ??
      (value instanceof PDFName ? FORBIDDEN_NAMES[value.decodeText()] : undefined);
    if (refusal) return refusal;
    const nested =
      value instanceof PDFDict ? [value] : value instanceof PDFArray ? value.asArray() : [];
    for (const item of nested) {
      const inner = item instanceof PDFDict ? forbiddenInDict(item, depth + 1) : null;
      if (inner) return inner;
    }
  }
  return null;
}

/**
 * Why this PDF may not be kept, or null when it may. Looks at the raw bytes (names written in
 * the clear, hex-escaped or not), then at every object pdf-lib parses, which includes those
 * inside compressed object streams, and at the inflated text of any object stream left raw.
 */
export async function pdfRefusal(bytes: Uint8Array): Promise<PdfRefusal | null> {
  // Stream bodies are left out: compressed data can hold "/JS" by chance.
  const raw = forbiddenName(
    Buffer.from(bytes).toString('latin1').replace(STREAM_BODY, 'stream endstream'),
  );
  if (raw) return raw;
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    if (doc.isEncrypted) return 'encrypted';
    if (doc.getPageCount() === 0) return 'unreadable';
  } catch {
    return 'unreadable';
  }
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const dict = dictOf(object);
    if (!dict) continue;
    const refusal = forbiddenInDict(dict);
    if (refusal) return refusal;
    if (object instanceof PDFRawStream && isObjectStream(object)) {
      const text = inflated(object);
      const inner = text === null ? null : forbiddenName(text);
      if (inner) return inner;
    }
  }
  return null;
}

function isObjectStream(stream: PDFRawStream): boolean {
  return stream.dict.get(PDFName.of('Type')) === PDFName.of('ObjStm');
}

function inflated(stream: PDFRawStream): string | null {
  try {
    return inflateSync(stream.contents).toString('latin1');
  } catch {
    return null;
  }
}
