import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text of each page of a PDF, as a reader would extract it. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

/** A small PDF of `pages` pages, each with its own line of text. */
export async function samplePdf(pages = 2, line = 'Certificate page'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i += 1) {
    pdf.addPage([595.28, 841.89]).drawText(`${line} ${i}`, { x: 72, y: 700, size: 14, font });
  }
  return pdf.save();
}
