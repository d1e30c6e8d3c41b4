import type { Page } from '@playwright/test';

import { expect } from '../fixtures';
import { apiAs } from './sign-up';

/** The directory id of the brand named exactly `name`. */
export async function brandIdByName(page: Page, name: string): Promise<string> {
  const { status, body } = await apiAs(page).get<{ items: { id: string; name: string }[] }>(
    `/api/brands?q=${encodeURIComponent(name)}&pageSize=100`,
  );
  expect(status).toBe(200);
  const brand = body.items.find((item) => item.name === name);
  if (!brand) throw new Error(`No brand named ${name}`);
  return brand.id;
}

/** A custom footprint holding `dataItems`, added through the API; answers its id. */
export async function addCustomFootprint(
  page: Page,
  name: string,
  dataItems: string[],
): Promise<string> {
  const { status, body } = await apiAs(page).post<{ added: { id: string }[] }>('/api/footprints', {
    customBrandName: name,
    dataItems,
  });
  expect(status).toBe(201);
  return body.added[0]!.id;
}

/** A sonner toast with this title (and description) is on screen. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

/** "March 2027" for now, as the start-journey placeholder shows it. */
export function currentMonthAndYear(): string {
  return new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric' }).format(new Date());
}
