import { gunzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';

import { baseURL } from './support/api';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/public-pages';
import { createUser } from './support/users';

const POSTHOG_KEY = 'phc_e2e_stand_in';
/** Same origin, so the CSP's connect-src 'self' lets the browser reach the stand-in. */
const POSTHOG_HOST = `${baseURL}/posthog-stand-in`;

// posthog-js drops events from browsers that look like bots: HeadlessChrome in the user agent,
// or navigator.webdriver (see withPostHogStandIn).
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
});

type CapturedEvent = { event: string; properties: Record<string, unknown> };

/** Decodes a PostHog capture request in any of the encodings posthog-js uses. */
function eventsIn(request: Request): CapturedEvent[] {
  const url = new URL(request.url());
  const body = request.postDataBuffer();
  if (!body || body.length === 0) return [];
  let text: string;
  if (url.searchParams.get('compression') === 'gzip-js' || (body[0] === 0x1f && body[1] === 0x8b)) {
    text = gunzipSync(body).toString('utf8');
  } else {
    text = body.toString('utf8');
    if (text.startsWith('data=')) {
      const data = decodeURIComponent(new URLSearchParams(text).get('data') ?? '');
      text =
        data.trim().startsWith('[') || data.trim().startsWith('{')
          ? data
          : Buffer.from(data, 'base64').toString('utf8');
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const list = Array.isArray(parsed)
    ? parsed
    : ((parsed as { batch?: unknown[] }).batch ?? [parsed]);
  return list.filter(
    (e): e is CapturedEvent => typeof e === 'object' && e !== null && 'event' in e,
  );
}

/** Serves /api/config with a PostHog key and records what reaches the stand-in host. */
async function withPostHogStandIn(page: Page) {
  const events: CapturedEvent[] = [];
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
  });
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({
      response,
      json: { ...config, posthog: { key: POSTHOG_KEY, host: POSTHOG_HOST } },
    });
  });
  await page.route(`${POSTHOG_HOST}/**`, async (route) => {
    events.push(...eventsIn(route.request()));
    const isScript = /\.js(\?|$)/.test(new URL(route.request().url()).pathname);
    await route.fulfill(
      isScript
        ? { contentType: 'text/javascript', body: '' }
        : { contentType: 'application/json', body: '{"status":1}' },
    );
  });
  return events;
}

const pageViews = (events: CapturedEvent[]) =>
  events
    .filter((e) => e.event === '$pageview')
    .map((e) => new URL(String(e.properties.$current_url)).pathname);

test('with a key, PostHog gets one $pageview per route change (and no automatic ones)', async ({
  page,
}) => {
  const events = await withPostHogStandIn(page);
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(() => pageViews(events), { timeout: 20_000 }).toEqual(['/']);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL('/faq');
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await page.getByRole('banner').getByRole('link', { name: 'Updately' }).click();
  await expect(page).toHaveURL('/');
  // An in-page link changes only the hash: not a new page.
  await page.getByRole('link', { name: 'See how it works' }).click();
  await expect(page).toHaveURL('/#how-it-works');

  await expect
    .poll(() => pageViews(events), { timeout: 20_000 })
    .toEqual(['/', '/faq', '/about', '/']);
  const first = events.find((e) => e.event === '$pageview')!;
  expect(first.properties.token).toBe(POSTHOG_KEY);
  // Not identified: no person profile for visitors.
  expect(events.some((e) => e.event === '$identify')).toBe(false);
});

test('with a key, a signed-in user is identified by id only', async ({ page }) => {
  test.setTimeout(120_000);
  await createUser({ signedInAs: page.request, label: 'posthog' });
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const events = await withPostHogStandIn(page);
  await page.goto('/');
  await waitForHydration(page);
  await expect
    .poll(() => events.find((e) => e.event === '$identify')?.properties.distinct_id, {
      timeout: 20_000,
    })
    .toBe(me.user.id);
  const identify = events.find((e) => e.event === '$identify')!;
  expect(JSON.stringify(identify.properties.$set ?? {})).not.toContain('@');
});

test('without a key, nothing is loaded or sent', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL('/faq');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => !url.startsWith(baseURL))).toEqual([]);
  expect(requests.filter((url) => /posthog|\/e\/|\/flags|\/decide/.test(url))).toEqual([]);
  expect(scripts.some((source) => source.includes('i.posthog.com'))).toBe(false);
});
