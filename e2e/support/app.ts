import type { Page } from '@playwright/test';

import { apiAs } from './api';
import { expect } from './fixtures';

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

/** "March 2027" for now, as the start-journey placeholder shows it. */
export function currentMonthAndYear(): string {
  return new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric' }).format(new Date());
}

/**
 * Picks `option` in the select (a combobox) labelled `combobox`: opens it with a click, then
 * chooses with the keyboard. On a long page the list can open partly outside the viewport, where
 * a click never lands (seen once in CI); focus and Enter choose the same option, as a keyboard
 * user would.
 */
export async function chooseOption(page: Page, combobox: string, option: string) {
  const select = page.getByRole('combobox', { name: combobox });
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(select).toHaveAttribute('aria-expanded', 'false');
}

/** A company's row on a journey page (found by its heading). */
export function journeyCompany(page: Page, name: string) {
  return page
    .getByRole('region', { name: 'Companies to update' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

/** The company's row with its details open (the list is compact: details are on demand). */
export async function openJourneyCompany(page: Page, name: string) {
  const row = journeyCompany(page, name);
  const toggle = row.getByRole('button', { name: `Details for ${name}` });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return row;
}

/** Each page, loaded, fits the viewport's width (nothing scrolls sideways). */
export async function expectNoHorizontalOverflow(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
  }
}
