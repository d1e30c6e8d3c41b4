import { MESSAGES } from '@updately/shared/messages';

import { apiAs } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

const HOSTILE = '<img src=x onerror=alert(1)>Trip';

test('a hostile journey name is stored and shown as plain text', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const imageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') imageRequests.push(request.url());
  });
  await signUp(page, 'hostile');

  // Through the dialog, by keyboard only: the client sanitises before sending.
  await page.goto('/app/journeys?start');
  const dialog = page.getByRole('dialog', { name: 'Start a journey' });
  await expect(dialog.getByRole('radio', { name: 'Moving Home' })).toBeFocused();
  // Radix moves focus on a timer after keydown and checks only while the key is still down.
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown', { delay: 50 });
  await expect(dialog.getByRole('radio', { name: 'Got Hacked' })).toBeChecked();
  // Who the journey is for comes next (issue 25), on the person themself by default.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: 'Myself' })).toBeFocused();
  await expect(dialog.getByRole('radio', { name: 'Myself' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Journey name')).toBeFocused();
  await page.keyboard.type(HOSTILE);
  await page.keyboard.press('Enter');
  await expectToast(page, MESSAGES.journeyCreated.title);
  await expect(page.getByRole('heading', { level: 1, name: 'Trip', exact: true })).toBeVisible();
  const id = page.url().split('/').pop()!;
  const stored = await apiAs(page).get<{ name: string }>(`/api/journeys/${id}`);
  expect(stored.body.name).toBe('Trip');

  // Straight to the API, past the client: the server sanitises too.
  const direct = await apiAs(page).post<{ id: string; name: string }>('/api/journeys', {
    type: 'graduation',
    name: `${HOSTILE} <script>alert(2)</script>`,
  });
  expect(direct.status).toBe(201);
  expect(direct.body.name).not.toMatch(/[<>]/);

  // Text the sanitiser keeps is shown as text, never parsed as markup.
  const customName = 'Fish & Chips "Co" {x}';
  const custom = await apiAs(page).post<{ added: { name: string }[] }>('/api/footprints', {
    customBrandName: `<img src=x onerror=alert(3)>${customName}`,
    dataItems: ['address'],
  });
  expect(custom.body.added[0]?.name).toBe(customName);

  for (const path of ['/app/journeys', `/journeys/${direct.body.id}`, '/footprints']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('main img')).toHaveCount(0);
    await expect(page.locator('main script')).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: customName })).toBeVisible();
  await page.goto('/app/journeys');
  await expect(page.getByRole('link', { name: 'Trip', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  expect(dialogs).toEqual([]);
  expect(imageRequests.filter((url) => url.endsWith('/x'))).toEqual([]);
});
