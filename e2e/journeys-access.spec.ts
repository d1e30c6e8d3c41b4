import { apiAs } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS });

test('another user cannot open the journey URL, and a malformed id is not found', async ({
  page,
  browser,
}) => {
  await signUp(page, 'owner');
  const created = await apiAs(page).post<{ id: string }>('/api/journeys', {
    type: 'getting_married',
    name: 'Our secret wedding',
    target_email: 'newname@example.com',
  });
  expect(created.status).toBe(201);
  await page.goto(`/journeys/${created.body.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Our secret wedding' })).toBeVisible();

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  try {
    await signUp(other, 'intruder');
    await other.goto(`/journeys/${created.body.id}`);
    await expect(other.getByRole('heading', { level: 1, name: 'Journey not found' })).toBeVisible();
    await expect(other.getByText('Our secret wedding')).toHaveCount(0);
    await expect(other.getByText('newname@example.com')).toHaveCount(0);
    await expect(other).toHaveTitle('Journey not found · Updately');
    await expectNoAxeViolations(other);

    const answer = await apiAs(other).get(`/api/journeys/${created.body.id}`);
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).not.toContain('secret');

    await other.goto('/journeys/not-a-journey-id');
    await expect(other.getByRole('heading', { level: 1, name: 'Journey not found' })).toBeVisible();
    await other.getByRole('link', { name: 'Go to My Journeys' }).click();
    await expect(other).toHaveURL(/\/app\/journeys$/);
  } finally {
    await otherContext.close();
  }
});
