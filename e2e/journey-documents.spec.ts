import jpeg from 'jpeg-js';
import { PDFDocument } from 'pdf-lib';

import { apiAs } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS * 2 });

async function certificatePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]).drawText('Certificate of death', { x: 20, y: 100, size: 12 });
  return Buffer.from(await doc.save());
}

/** A photographed certificate: a small JPEG (re-encoded by the server in a worker thread). */
function certificatePhoto(): Buffer {
  const width = 64;
  const height = 48;
  const data = Buffer.alloc(width * height * 4, 200);
  return Buffer.from(jpeg.encode({ data, width, height }, 80).data);
}

test('a person uploads a death certificate once, views it and deletes it', async ({ page }) => {
  await signUp(page, 'documents');
  const journey = await apiAs(page).post<{ id: string }>('/api/journeys', {
    type: 'losing_loved_one',
    name: 'For Dad',
  });
  expect(journey.status).toBe(201);
  await page.goto(`/journeys/${journey.body.id}`);

  const section = page.getByRole('region', { name: 'Documents' });
  await expect(section.getByRole('heading', { name: 'No documents yet' })).toBeVisible();
  await expectNoAxeViolations(page);

  await section.getByLabel('Document type').selectOption({ label: 'Death certificate' });
  await section.getByLabel('Choose a file').setInputFiles({
    name: 'dad-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: await certificatePdf(),
  });
  await section.getByRole('button', { name: 'Upload' }).click();
  await expectToast(page, 'Document uploaded');
  const list = section.getByRole('list', { name: 'Uploaded documents' });
  await expect(list.getByRole('heading', { name: 'Death certificate' })).toBeVisible();
  await expect(list.getByText('dad-certificate.pdf')).toBeVisible();
  await expect(list.getByText('No company has opened it yet.')).toBeVisible();

  // View: the link opens the decrypted file, never cached.
  const view = list.getByRole('link', { name: 'View Death certificate' });
  const href = await view.getAttribute('href');
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['cache-control']).toBe('no-store');
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectNoAxeViolations(page);

  // A file that is not a PDF, JPEG or PNG is refused with the reason in text.
  await section.getByLabel('Choose a file').setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('just some text'),
  });
  await section.getByRole('button', { name: 'Upload' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'Only PDF, JPEG or PNG files can be uploaded.',
  );

  // A photo of a certificate is accepted, cleaned and served as a JPEG; then removed again.
  await section.getByLabel('Document type').selectOption({ label: 'Birth certificate' });
  await section.getByLabel('Choose a file').setInputFiles({
    name: 'birth.jpg',
    mimeType: 'image/jpeg',
    buffer: certificatePhoto(),
  });
  await section.getByRole('button', { name: 'Upload' }).click();
  await expectToast(page, 'Document uploaded');
  const photoLink = list.getByRole('link', { name: 'View Birth certificate' });
  const photo = await page.request.get((await photoLink.getAttribute('href'))!);
  expect(photo.headers()['content-type']).toBe('image/jpeg');
  await list.getByRole('button', { name: 'Delete Birth certificate' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this birth certificate?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expectToast(page, 'Document deleted');
  await expect(list.getByRole('heading', { name: 'Birth certificate' })).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(list.getByRole('heading', { name: 'Death certificate' })).toBeVisible();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  await list.getByRole('button', { name: 'Delete Death certificate' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this death certificate?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Document deleted');
  await expect(section.getByRole('heading', { name: 'No documents yet' })).toBeVisible();
  expect((await page.request.get(href!)).status()).toBe(404);
});
