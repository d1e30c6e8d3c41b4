import { apiAs } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

test('a new user starts onboarding from the empty footprints page and it creates footprints', async ({
  page,
}) => {
  await signUp(page, 'onboarding');

  await page.goto('/footprints');
  await expect(page.getByRole('heading', { level: 1, name: 'Digital Footprints' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No digital footprints yet' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Start onboarding' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up your digital footprints' }),
  ).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await expect(page.getByText('Step 1 of 2: categories')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('checkbox', { name: 'Water' }).click();
  await page.getByRole('checkbox', { name: 'Energy' }).click();
  // The count stays "of 2" whatever is ticked.
  await expect(page.getByText('Step 1 of 2: categories')).toBeVisible();
  await next.click();

  // Categories come in the directory's order, one step each; the step heading takes focus.
  const stepHeading = page.getByRole('heading', { level: 2, name: 'Energy' });
  await expect(stepHeading).toBeFocused();
  await expect(page.getByText('Step 2 of 2: Energy (1 of 2 categories)')).toBeVisible();
  await page.getByRole('checkbox', { name: 'AGL', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Origin Energy', exact: true }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Water' })).toBeFocused();
  await page.getByLabel('Search Water').fill('sydney');
  await page.getByRole('checkbox', { name: 'Sydney Water', exact: true }).click();
  await page.getByRole('button', { name: 'Finish and add 3 companies' }).click();

  await expectToast(page, 'Onboarding complete', '3 companies added to your Digital Footprints.');
  await expect(page).toHaveURL(/\/footprints$/);
  const energy = page.getByRole('region', { name: /^Energy/ });
  await expect(energy.getByRole('article')).toHaveCount(2);
  const agl = energy.getByRole('article', { name: 'AGL' });
  await expect(agl.getByText('Billing address')).toBeVisible();
  await expect(
    page.getByRole('region', { name: /^Water/ }).getByRole('article', { name: 'Sydney Water' }),
  ).toBeVisible();
  await expect(page.getByText('3 companies in 2 categories')).toBeVisible();
  await expectNoAxeViolations(page);

  const onboarding = await apiAs(page).get<{ history: { type: string }[]; completed_at: string }>(
    '/api/onboarding',
  );
  expect(onboarding.body.history.map((entry) => entry.type)).toEqual(['general']);
  expect(onboarding.body.completed_at).toBeTruthy();
});
