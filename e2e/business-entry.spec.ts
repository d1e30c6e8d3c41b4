import { randomUUID } from 'node:crypto';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 30_000 });

test('/for-business offers a self-serve business account and the API docs', async ({ page }) => {
  await page.goto('/for-business');
  const create = page.getByRole('link', { name: 'Create a business account' });
  await expect(create).toHaveAttribute('href', '/signup?next=/business');
  const docs = page.getByRole('link', { name: 'Read the API docs' });
  await expect(docs).toHaveAttribute('href', '/api/v1/docs');
  // The enquiry form is still there, for those who would rather talk first.
  await expect(page.getByRole('link', { name: 'Talk to our team' })).toHaveAttribute(
    'href',
    '#contact',
  );
  await expectNoAxeViolations(page);

  const answer = await page.request.get('/api/v1/docs');
  expect(answer.ok()).toBe(true);
  await create.click();
  await expect(page).toHaveURL('/signup?next=/business');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the sidebar lists the business portal for members of an organisation; the account menu for everyone', async ({
  page,
}) => {
  const user = await signUp(page, 'sidebar');
  const appNav = page.getByRole('navigation', { name: 'App' });
  await expect(appNav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(appNav.getByRole('link', { name: 'Business portal' })).toHaveCount(0);

  await page.getByRole('button', { name: `${user.firstName} ${user.lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Business portal' }).click();
  await expect(page).toHaveURL('/business');
  await expect(page.getByRole('heading', { name: 'Set up your organisation' })).toBeVisible();

  const orgName = `Sidebar Test ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Organisation name').fill(orgName);
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expectToast(page, `${orgName} is ready`);
  // A new organisation's owner sees the setup, in order, with its progress.
  const setup = page.getByRole('region', { name: 'Set up your integration' });
  await expect(setup).toContainText('0 of 4 done');
  await expect(setup.getByRole('listitem')).toHaveText([
    /1\. Claim your brand \(to do\)/,
    /2\. Create an API key \(to do\)/,
    /3\. Add a webhook \(to do\)/,
    /4\. Make a test call \(to do\)/,
  ]);
  await expectNoAxeViolations(page);

  await page.goto('/dashboard');
  await expect(
    page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Business portal' }),
  ).toBeVisible();
});
