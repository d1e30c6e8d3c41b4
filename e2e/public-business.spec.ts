import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/public-pages';

test('a business enquiry is validated, stored and confirmed', async ({ page }) => {
  await page.goto('/for-business');
  await waitForHydration(page);
  const form = page.getByRole('region', { name: 'Talk to our team' });
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText('Enter your company name.')).toBeVisible();
  await expect(form.getByText('Choose your company size.')).toBeVisible();
  await expect(form.getByLabel('Company', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await form.getByLabel('Company', { exact: true }).fill('Harbour City Energy');
  await form.getByLabel('Your name').fill('Mei Chen');
  await form.getByLabel('Work email').fill('mei.chen@harbourcity.example.com.au');
  await form.getByLabel('Phone (optional)').fill('+61 2 9000 0000');
  await form.getByLabel('Company size').selectOption('250-999');
  await form
    .getByLabel('What would you like to receive?')
    .fill('Address changes for about 400,000 residential customers, into our billing system.');
  await expect(form.getByTestId('turnstile-stand-in')).toBeVisible();
  const request = page.waitForRequest('**/api/business-leads');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  expect((await request).postDataJSON()).toMatchObject({
    company: 'Harbour City Energy',
    companySize: '250-999',
    turnstileToken: 'test-pass-token',
  });
  await expect(form.getByRole('heading', { name: 'Thanks, we have your enquiry' })).toBeFocused();
  await expect(form).toContainText('mei.chen@harbourcity.example.com.au');
});

test('a rejected bot check is explained and the form stays', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __turnstileToken: string }).__turnstileToken = 'rejected-token';
  });
  await page.goto('/for-business');
  await waitForHydration(page);
  const form = page.getByRole('region', { name: 'Talk to our team' });
  await form.getByLabel('Company', { exact: true }).fill('Acme');
  await form.getByLabel('Your name').fill('Sam Lee');
  await form.getByLabel('Work email').fill('sam@acme.example.com');
  await form.getByLabel('Company size').selectOption('1-49');
  await form.getByLabel('What would you like to receive?').fill('New addresses for our members.');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('alert')).toHaveText('Bot verification failed. Please try again.');
  await expect(form.getByRole('button', { name: 'Send enquiry' })).toBeVisible();
});
