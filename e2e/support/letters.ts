import type { Page } from '@playwright/test';

import type { ActionCounter } from './action-counter';
import { expect } from './fixtures';

/**
 * The letter channel's part of a walk: "Download all letters" (one PDF) and "I posted them all"
 * (today's date): two actions however many letters. Answers the PDF's bytes.
 */
export async function printAndPostAllLetters(page: Page, act: ActionCounter): Promise<Buffer> {
  const bar = page.getByRole('region', { name: /letters? to print and post$/ });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    act.click(bar.getByRole('link', { name: 'Download all letters' }), 'Download all letters'),
  ]);
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile((await download.path())!);
  await act.click(bar.getByRole('button', { name: 'I posted them all' }), 'I posted them all');
  await expect(bar).toBeHidden();
  return bytes;
}
