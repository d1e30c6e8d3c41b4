import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { LetterContent } from './letter-content';

/** A4 in points; margins of 20 mm; the address where a DL window envelope shows it. */
const PAGE: [number, number] = [595.28, 841.89];
const MM = 72 / 25.4;
const LEFT = 20 * MM;
const RIGHT = PAGE[0] - 20 * MM;
const TOP = PAGE[1] - 15 * MM;
const BOTTOM = 22 * MM;
const ADDRESS_TOP = PAGE[1] - 50 * MM;
const WIDTH = RIGHT - LEFT;
const SIZE = 10.5;
const SMALL = 8.5;
const LEADING = 1.35;
const INK = rgb(0.1, 0.1, 0.12);
const GREY = rgb(0.35, 0.35, 0.4);

type Fonts = { regular: PDFFont; bold: PDFFont; charset: Set<number> };

/** The standard fonts write WinAnsi only: other letters lose their accents, or become "?". */
function printable(fonts: Fonts, text: string): string {
  let out = '';
  for (const ch of text.replace(/\s+/g, ' ')) {
    const code = ch.codePointAt(0)!;
    if (fonts.charset.has(code)) {
      out += ch;
      continue;
    }
    const plain = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += [...plain].every((c) => fonts.charset.has(c.codePointAt(0)!)) ? plain : '?';
  }
  return out;
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    // A word wider than the line (a long URL or email) is cut where it must be.
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** One letter's pages: a cursor that starts a new page when the next block does not fit. */
class LetterWriter {
  pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;

  constructor(
    private pdf: PDFDocument,
    private fonts: Fonts,
    private letter: LetterContent,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage(PAGE);
    this.pages.push(this.page);
    this.y = TOP;
    if (this.pages.length > 1) {
      this.text(`${this.letter.subject} (continued)`, { font: this.fonts.bold, size: SMALL });
      this.y -= 8;
    }
  }

  ensure(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }

  text(
    value: string,
    opts: { font?: PDFFont; size?: number; x?: number; width?: number; color?: typeof INK } = {},
  ) {
    const font = opts.font ?? this.fonts.regular;
    const size = opts.size ?? SIZE;
    const x = opts.x ?? LEFT;
    const lines = wrap(font, printable(this.fonts, value), size, opts.width ?? RIGHT - x);
    for (const line of lines) {
      this.ensure(size * LEADING);
      this.y -= size;
      this.page.drawText(line, { x, y: this.y, size, font, color: opts.color ?? INK });
      this.y -= size * (LEADING - 1);
    }
  }

  gap(points = SIZE * 0.7) {
    this.y -= points;
  }
}

function drawQr(page: PDFPage, url: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        page.drawRectangle({
          x: x + (start + quiet) * cell,
          y: y + size - (row + quiet + 1) * cell,
          width: (col - start) * cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
        start = -1;
      }
    }
  }
}

function writeLetter(pdf: PDFDocument, fonts: Fonts, letter: LetterContent, appName: string) {
  const w = new LetterWriter(pdf, fonts, letter);
  // The sender's block, top right; the company's address in the envelope window.
  const senderX = LEFT + WIDTH * 0.62;
  w.text(appName, { x: senderX, font: fonts.bold });
  w.text(`Reference: ${letter.reference}`, { x: senderX, size: SMALL, color: GREY });
  w.text(letter.date, { x: senderX, size: SMALL, color: GREY });
  w.y = ADDRESS_TOP;
  for (const line of letter.addressLines) w.text(line, { width: WIDTH * 0.55 });
  w.y = Math.min(w.y, ADDRESS_TOP - 40 * MM);
  w.text(letter.subject, { font: fonts.bold, size: SIZE + 1 });
  w.gap();
  for (const block of letter.blocks) {
    if (block.type === 'text') w.text(block.text);
    if (block.type === 'small') w.text(block.text, { size: SMALL, color: GREY });
    if (block.type === 'list') {
      for (const item of block.items) {
        w.ensure(SIZE * LEADING);
        w.page.drawText('-', { x: LEFT + 4, y: w.y - SIZE, size: SIZE, font: fonts.regular });
        w.text(item, { x: LEFT + 16 });
      }
    }
    if (block.type === 'rows') {
      const labelWidth = WIDTH * 0.34;
      for (const row of block.rows) {
        const lines = wrap(fonts.bold, printable(fonts, row.value), SIZE, WIDTH - labelWidth);
        w.ensure(lines.length * SIZE * LEADING);
        const top = w.y;
        w.text(row.label, { width: labelWidth - 8, color: GREY });
        const labelEnd = w.y;
        w.y = top;
        w.text(row.value, { x: LEFT + labelWidth, font: fonts.bold });
        w.y = Math.min(w.y, labelEnd);
      }
    }
    w.gap();
  }
  // The confirmation box: the short URL and its QR code side by side.
  const qr = 28 * MM;
  w.ensure(qr + 8);
  const boxTop = w.y;
  drawQr(w.page, letter.shortUrl, RIGHT - qr, boxTop - qr, qr);
  w.text('Tell us the outcome', { font: fonts.bold, width: WIDTH - qr - 10 });
  for (const line of letter.confirmLines) w.text(line, { width: WIDTH - qr - 10 });
  w.text(letter.shortUrl, { font: fonts.bold, size: SIZE + 1, width: WIDTH - qr - 10 });
  w.y = Math.min(w.y, boxTop - qr) - SIZE;
  w.ensure(SIZE * 5);
  w.text('Yours sincerely,');
  w.gap();
  w.text(letter.signature.name, { font: fonts.bold });
  w.text(`Typed signature, ${letter.signature.date}`, { size: SMALL, color: GREY });
  w.pages.forEach((page, i) => {
    const footer = printable(
      fonts,
      `Reference ${letter.reference} - page ${i + 1} of ${w.pages.length}`,
    );
    page.drawText(footer, {
      x: LEFT,
      y: BOTTOM - 12,
      size: SMALL,
      font: fonts.regular,
      color: GREY,
    });
  });
}

/** One PDF holding every letter, each starting on a new page (A4, text extractable). */
export async function renderLetters(
  letters: readonly LetterContent[],
  appName: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(letters.length === 1 ? letters[0]!.subject : `Letters from ${appName}`);
  pdf.setProducer(appName);
  pdf.setCreator(appName);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const fonts: Fonts = { regular, bold, charset: new Set(regular.getCharacterSet()) };
  for (const letter of letters) writeLetter(pdf, fonts, letter, appName);
  return pdf.save({ useObjectStreams: true });
}
