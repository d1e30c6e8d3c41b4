import type { Download, Locator, Page } from '@playwright/test';

import type { ActionCounter } from './action-counter';
import { expect } from './fixtures';

/** The journey page's bar of letters waiting to be posted. */
const lettersBar = (page: Page) =>
  page.getByRole('region', { name: /letters? to print and post$/ });

async function downloadedBytes(download: Download): Promise<Buffer> {
  const { readFile } = await import('node:fs/promises');
  return readFile((await download.path())!);
}

/** "I posted them all" (today's date by default): one action however many letters. */
export async function markAllLettersPosted(page: Page, act: ActionCounter) {
  const bar = lettersBar(page);
  await act.click(bar.getByRole('button', { name: 'I posted them all' }), 'I posted them all');
  await expect(bar).toBeHidden();
}

/**
 * The letter channel's part of a walk: "Download all letters" (one PDF) and "I posted them all"
 * (today's date): two actions however many letters. Answers the PDF's bytes.
 */
export async function printAndPostAllLetters(page: Page, act: ActionCounter): Promise<Buffer> {
  const bar = lettersBar(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    act.click(bar.getByRole('link', { name: 'Download all letters' }), 'Download all letters'),
  ]);
  const bytes = await downloadedBytes(download);
  await markAllLettersPosted(page, act);
  return bytes;
}

/**
 * Approves on Review when letters are among the updates: the letters' PDF downloads with the
 * approval (one action for both). Answers the PDF's bytes.
 */
export async function approveAndDownloadLetters(
  page: Page,
  act: ActionCounter,
  approve: Locator,
): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    act.click(approve, 'Approve (the letters download)'),
  ]);
  return downloadedBytes(download);
}
