import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { documentStamp } from '@updately/shared/documents';
import { imageBytes } from '../../test/account-test-kit';
import { pdfPageTexts, samplePdf } from '../../test/pdf-text';
import { stampDocument } from './stamp-document';

const STAMP = documentStamp('Acme Energy', 'UPD-7K2M9Q', '27 November 2026');

describe('stampDocument', () => {
  it('stamps every page of a PDF and keeps its content', async () => {
    const stamped = await stampDocument(await samplePdf(3), 'application/pdf', STAMP);
    const pages = await pdfPageTexts(stamped);
    expect(pages).toHaveLength(3);
    pages.forEach((text, i) => {
      expect(text).toContain(`Certificate page ${i + 1}`);
      expect(text).toContain(STAMP);
    });
  });

  it('places a PNG on an A4 page with the stamp', async () => {
    const stamped = await stampDocument(imageBytes.png(), 'image/png', STAMP);
    const pdf = await PDFDocument.load(stamped);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(await pdfPageTexts(stamped)).toEqual([expect.stringContaining(STAMP)]);
  });

  it('wraps a long company name and stamps what the font cannot draw as "?"', async () => {
    const stamp = documentStamp(
      `${'Very Long Company Name '.repeat(8)}Ωmega`,
      'UPD-1',
      '1 May 2027',
    );
    const [text] = await pdfPageTexts(
      await stampDocument(await samplePdf(1), 'application/pdf', stamp),
    );
    expect(text).toContain('?mega for UPD-1 on 1 May 2027 by Updately');
  });

  it('refuses bytes that are not the type claimed', async () => {
    await expect(stampDocument(imageBytes.png(), 'application/pdf', STAMP)).rejects.toThrow();
  });
});
