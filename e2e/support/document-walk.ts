import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';

import type { ActionCounter } from './action-counter';
import { expect } from './fixtures';
import { expectToast } from './toasts';

/** A one-page PDF saying `title`, written to a temporary file the file chooser can pick. */
export async function pdfFile(fileName: string, title: string): Promise<string> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595.28, 841.89]).drawText(title, { x: 72, y: 700, size: 16, font });
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'updately-walk-')), fileName);
  writeFileSync(file, await pdf.save());
  return file;
}

/** The journey page's Documents section. */
export const documentsSection = (page: Page) => page.getByRole('region', { name: 'Documents' });

/** Uploads a file as `type` in the Documents section (3 actions: type, file, Upload). */
export async function uploadDocument(page: Page, act: ActionCounter, type: string, file: string) {
  const section = documentsSection(page);
  act.steps.push(`choose ${type}`);
  await section.getByLabel('Document type').selectOption({ label: type });
  act.steps.push(`choose the ${type} file`);
  await section.getByLabel('Choose a file').setInputFiles(file);
  await act.click(section.getByRole('button', { name: 'Upload' }), `Upload ${type}`);
  await expectToast(page, 'Document uploaded');
  await expect(
    section
      .getByRole('list', { name: 'Uploaded documents' })
      .getByRole('heading', { name: type, exact: true }),
  ).toBeVisible();
}

/** One uploaded document's item on the journey page (its "Seen by" lines included). */
export const uploadedDocument = (page: Page, type: string) =>
  documentsSection(page)
    .getByRole('list', { name: 'Uploaded documents' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: type, exact: true }) });

/** The documents page link in a company's email ("… a copy stamped for <company>: <url>"). */
export function documentsLinkIn(text: string, company: string): string {
  const link = new RegExp(`copy stamped for ${company}: (https?://\\S+)`).exec(text)?.[1];
  if (!link) throw new Error(`No documents link for ${company} in the mail`);
  return link;
}

/** The text of a PDF, every page joined, whitespace collapsed. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
