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

/** Picks `option` in the select (a combobox) labelled `combobox`. */
export async function chooseOption(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
