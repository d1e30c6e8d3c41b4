import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DocumentContentType } from '@updately/shared/documents';

/** A4 in PDF points: the page an image is placed on. */
const A4: [number, number] = [595.28, 841.89];
const FONT_SIZE = 9;
const PADDING = 6;
const MARGIN = 24;

/**
 * The copy a company (or an admin) is given: every page carries `stamp` in a band at its foot,
 * drawn here on the server. A JPEG or PNG is placed, scaled to fit, on an A4 page of a new PDF.
 * The uploaded PDF's own structure is kept (upload refused encrypted and scripted files).
 */
export async function stampDocument(
  bytes: Uint8Array,
  contentType: DocumentContentType,
  stamp: string,
): Promise<Uint8Array> {
  const pdf =
    contentType === 'application/pdf'
      ? await PDFDocument.load(bytes, { updateMetadata: false })
      : await imageOnA4(bytes, contentType);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const page of pdf.getPages()) drawBand(page, font, stamp);
  pdf.setProducer('Updately');
  return pdf.save();
}

async function imageOnA4(bytes: Uint8Array, contentType: 'image/jpeg' | 'image/png') {
  const pdf = await PDFDocument.create();
  const image = contentType === 'image/png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  const page = pdf.addPage(A4);
  const band = FONT_SIZE * 3 + PADDING * 2;
  const width = A4[0] - MARGIN * 2;
  const height = A4[1] - MARGIN * 2 - band;
  const scale = Math.min(width / image.width, height / image.height, 1);
  const w = image.width * scale;
  const h = image.height * scale;
  page.drawImage(image, {
    x: (A4[0] - w) / 2,
    y: MARGIN + band + (height - h) / 2,
    width: w,
    height: h,
  });
  return pdf;
}

/** The stamp, wrapped to the page's width, on an opaque band so it stays readable on any page. */
function drawBand(page: PDFPage, font: PDFFont, stamp: string) {
  const { width } = page.getSize();
  const { x: left, y: bottom } = page.getCropBox();
  const lines = wrap(stamp, font, width - PADDING * 2);
  const lineHeight = FONT_SIZE * 1.25;
  const bandHeight = lines.length * lineHeight + PADDING * 2;
  page.drawRectangle({
    x: left,
    y: bottom,
    width,
    height: bandHeight,
    color: rgb(1, 1, 1),
    opacity: 0.92,
    borderColor: rgb(0.06, 0.46, 0.43),
    borderWidth: 0.75,
  });
  lines.forEach((line, i) => {
    page.drawText(line, {
      x: left + PADDING,
      y: bottom + bandHeight - PADDING - FONT_SIZE - i * lineHeight,
      size: FONT_SIZE,
      font,
      color: rgb(0.06, 0.09, 0.16),
    });
  });
}

/** Helvetica has no glyph for some characters: those become "?" rather than failing the copy. */
function printable(text: string, font: PDFFont): string {
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');
}

function wrap(text: string, font: PDFFont, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text, font).split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, FONT_SIZE) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}
