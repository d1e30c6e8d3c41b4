import { JOURNEY_TYPE_LABELS } from '@updately/shared/journey-types';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

test('/help is protected', async ({ page }) => {
  await page.goto('/help');
  await expect(page).toHaveURL('/login?redirectTo=%2Fhelp');
});

test('help articles are searchable, and the contact form reaches the admins', async ({ page }) => {
  await signUp(page, 'help');
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  for (const category of ['Journeys', 'Digital footprints', 'Privacy & data', 'Your account']) {
    await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
  }
  // An article for each journey type.
  for (const label of Object.values(JOURNEY_TYPE_LABELS)) {
    await expect(page.getByRole('button', { name: new RegExp(`^${label}`) })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  const search = page.getByRole('searchbox', { name: 'Search help articles' });
  await search.fill('passport');
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(/articles? match/);
  const married = page.getByRole('button', { name: /^Getting Married/ });
  await expect(married).toBeVisible();
  await expect(page.getByRole('button', { name: /^Moving Home/ })).toHaveCount(0);
  await married.click();
  await expect(page.getByText('Identity documents such as your passport')).toBeVisible();

  await search.fill('zzzz nothing');
  await expect(page.getByText('No articles match “zzzz nothing”.', { exact: false })).toBeVisible();
  await search.fill('');

  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Your message').fill('  I cannot find my bank in the directory.  ');
  const request = page.waitForRequest(
    (r) => r.url().endsWith('/api/feedback') && r.method() === 'POST',
  );
  await send.click();
  expect((await request).postDataJSON()).toEqual({
    feedbackType: 'other',
    content: 'I cannot find my bank in the directory.',
    pageLocation: '/help',
  });
  await expectToast(page, 'Message sent');
  await expect(page.getByLabel('Your message')).toHaveValue('');
});
