import { expect, test } from './support/fixtures';
import { configureAuthSpec } from './support/rate-limits';
import { signUp } from './support/users';

configureAuthSpec();

const SESSION_COOKIE = 'updately.session_token';
/** scripts/e2e-server.mjs runs the server with SESSION_UPDATE_AGE=5 (seconds). */
const UPDATE_AGE_MS = 5_000;

test('a session in use keeps its cookie renewed past updateAge', async ({ page, context }) => {
  await signUp(page, 'sliding');
  const cookieExpiry = async () =>
    (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE)?.expires ?? 0;
  const before = await cookieExpiry();
  expect(before).toBeGreaterThan(Date.now() / 1000);

  await page.waitForTimeout(UPDATE_AGE_MS + 1_500);
  // The tab regaining focus runs the session check, whose refresh renews the session.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));

  await expect.poll(cookieExpiry).toBeGreaterThan(before + 5);
  await expect(page).toHaveURL('/dashboard');
  expect((await (await page.request.get('/api/me')).json()).user).not.toBeNull();
});
