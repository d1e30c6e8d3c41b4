import { readFileSync } from 'node:fs';

import type { AdminAnalytics } from '@updately/shared/admin-analytics-api';
import type { AdminSecurity } from '@updately/shared/admin-security-api';
import type { Page } from '@playwright/test';

import { apiPost } from './support/api';
import { expectNoHorizontalOverflow } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { signInAsAdmin } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 60_000 });

const count = (n: number) => new Intl.NumberFormat('en-AU').format(n);
/** The figure shown under a summary term ("Sign-ups" -> "3"). */
const figure = (page: Page, term: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('dd')
    .first();

test('the admin dashboard shows the figures, as charts and tables, for the dates chosen, and downloads them as CSV', async ({
  page,
}) => {
  await signInAsAdmin(page, 'analytics');
  const firstLoad = page.waitForResponse((r) => r.url().includes('/api/admin/analytics?'));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const figures = (await (await firstLoad).json()) as AdminAnalytics;
  expect(figures.range.days).toBe(30);

  // The summary says what the API says (other specs add people, so the numbers are read, not fixed).
  await expect(figure(page, 'Sign-ups')).toHaveText(count(figures.signUps.total));
  expect(figures.signUps.total).toBeGreaterThanOrEqual(1); // at least this admin, today
  await expect(figure(page, 'Active users, 7 days')).toHaveText(
    count(figures.activeUsers.last7Days),
  );
  await expect(page.getByText('How these figures are counted')).toBeVisible();
  await expect(
    page.getByText('Requests confirmed by the company divided by requests sent to companies.'),
  ).toBeVisible();

  // Every chart has its figures as a table.
  await page.getByText('Sign-ups per day as a table').click();
  const perDay = page.getByRole('table', { name: 'Sign-ups per day' });
  await expect(perDay.getByRole('row')).toHaveCount(31);
  await page.getByText('The sign-up funnel as a table').click();
  const funnel = page.getByRole('table', { name: 'The sign-up funnel' });
  await expect(funnel.getByRole('row', { name: /^Signed up/ })).toContainText(
    count(figures.funnel.signedUp),
  );
  await expect(funnel.getByRole('row', { name: /^Update confirmed/ })).toContainText(
    count(figures.funnel.confirmedUpdate),
  );
  await expectNoAxeViolations(page);

  // The charts are pictures of those tables: nothing in them takes keyboard focus.
  const charts = await page.evaluate(() => {
    const wrappers = Array.from(document.querySelectorAll('main [aria-hidden="true"]')).filter(
      (wrapper) => wrapper.querySelector('svg'),
    );
    let focusable = 0;
    for (const element of wrappers.flatMap((wrapper) =>
      Array.from(wrapper.querySelectorAll('*')),
    )) {
      (element as HTMLElement).focus?.();
      if (document.activeElement === element) focusable += 1;
    }
    return { count: wrappers.length, focusable };
  });
  expect(charts.count).toBeGreaterThan(0);
  expect(charts.focusable).toBe(0);

  // Another range asks the server again.
  const week = page.waitForResponse((r) => r.url().includes('/api/admin/analytics?'));
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  const weekFigures = (await (await week).json()) as AdminAnalytics;
  expect(weekFigures.range.days).toBe(7);
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(perDay.getByRole('row')).toHaveCount(8);

  await page.getByRole('button', { name: 'Custom dates' }).click();
  await page.getByLabel('From', { exact: true }).fill('2025-03-10');
  await page.getByLabel('To', { exact: true }).fill('2025-03-01');
  await page.getByRole('button', { name: 'Apply dates' }).click();
  await expect(page.getByText('from (2025-03-10) is after to (2025-03-01).')).toBeVisible();
  const custom = page.waitForResponse((r) =>
    r.url().includes('/api/admin/analytics?from=2025-03-01&to=2025-03-10'),
  );
  await page.getByLabel('From', { exact: true }).fill('2025-03-01');
  await page.getByLabel('To', { exact: true }).fill('2025-03-10');
  await page.getByRole('button', { name: 'Apply dates' }).click();
  expect((await custom).status()).toBe(200);
  await expect(perDay.getByRole('row')).toHaveCount(11);

  // The CSV holds the same range, one figure a row.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('updately-analytics-2025-03-01-to-2025-03-10.csv');
  const lines = readFileSync((await file.path())!, 'utf8').split('\r\n');
  expect(lines[0]).toBe('section,item,measure,value');
  expect(lines).toContain('range,from,date,2025-03-01');
  expect(lines).toContain('sign_ups_per_day,2025-03-10,count,0');

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page, ['/admin']);
  await expectNoAxeViolations(page);
});

test('the security page counts failed sign-ins and lists the admins, flagging any without two-factor', async ({
  page,
}) => {
  const admin = await signInAsAdmin(page, 'security');
  // A refused sign-in (an address nobody has) is counted, and what was typed is not kept.
  const refused = await apiPost(page.request, '/api/auth/sign-in/email', {
    email: `nobody-${Date.now()}@e2e.test`,
    password: 'not anybody’s password',
  });
  expect(refused.status()).toBe(401);

  const load = page.waitForResponse((r) => r.url().includes('/api/admin/security?'));
  await page.goto('/admin/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  const overview = (await (await load).json()) as AdminSecurity;
  expect(overview.failedSignIns.total).toBeGreaterThanOrEqual(1);
  await expect(figure(page, 'Failed sign-ins')).toHaveText(count(overview.failedSignIns.total));
  await expect(figure(page, 'Two-factor adoption')).toBeVisible();

  const admins = page.getByRole('table', { name: 'Admins' });
  await expect(admins.getByRole('row').filter({ hasText: admin.email })).toContainText('On');
  const withoutMfa = overview.admins.filter((a) => !a.mfa);
  for (const other of withoutMfa) {
    await expect(admins.getByRole('row').filter({ hasText: other.email })).toContainText(
      'Off: no two-factor',
    );
  }
  await expect(page.getByText(/no two-factor authentication$/)).toHaveCount(
    withoutMfa.length > 0 ? 1 : 0,
  );
  await expect(
    page.getByRole('table', { name: 'Recent admin actions, newest first' }),
  ).toBeVisible();

  await page.getByText('Failed sign-ins per day as a table').click();
  await expect(
    page.getByRole('table', { name: 'Failed sign-ins per day' }).getByRole('row'),
  ).toHaveCount(31);
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page, ['/admin/security']);
  await expectNoAxeViolations(page);
});
