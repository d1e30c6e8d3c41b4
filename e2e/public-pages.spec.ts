import { createHash } from 'node:crypto';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { collectPageProblems } from './support/page-problems';
import { PUBLIC_PAGES, waitForHydration } from './support/public-pages';
import { createUser } from './support/users';

/** Script elements without src, with their text: the CSP forbids those it does not name. */
const INLINE_SCRIPTS = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

// Axe checks every public page at 1280 and 375 px in a11y-sweep.spec.ts.
for (const { path, heading, title } of PUBLIC_PAGES) {
  test(`${path} is prerendered with its head tags and one inline script, the loader its CSP allows`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${title.replace('&', '&amp;')}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${path}"`);
    expect(html).toContain(`<meta property="og:title" content="${title}"`);
    expect(html).toMatch(/<meta property="og:description" content="[^"]{50,}"/);
    expect(html).toContain('<meta property="og:image"');
    expect(html).toContain(`>${heading.replace("'", '&#x27;')}</h1>`);
    // The islands loader, in the page so that nothing else is requested before the first paint.
    const inline = [...html.matchAll(INLINE_SCRIPTS)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const scriptSrc = /script-src ([^;]*)/.exec(
      response.headers()['content-security-policy'] ?? '',
    );
    expect(scriptSrc?.[1]?.split(' ')).toContain(cspHash(inline[0] ?? ''));
    expect(scriptSrc?.[1]).not.toContain("'unsafe-inline'");
    // Nor a script or an icon file: those requests would land before the first paint.
    expect(html).not.toMatch(/<script[^>]*\bsrc=/i);
    expect(html).not.toMatch(/<link rel="icon"[^>]*href="\//);
  });

  test(`${path} shows its heading and hydrates without console errors`, async ({ page }) => {
    const problems = collectPageProblems(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await waitForHydration(page);
    await expect(page).toHaveTitle(title);
    // Give late effects (config and session requests) a moment to report anything.
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  const problems = collectPageProblems(page);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC_PAGES[0]!.heading);
  // The browser reports the page's own 404 status on the console; nothing else may go wrong.
  const others = problems.filter((p) => !p.includes('status of 404'));
  expect(others).toEqual([]);
  expect(problems.length - others.length).toBeLessThanOrEqual(1);
});

test('the SPA shell for other paths is not indexed and has no inline script', async ({
  request,
}) => {
  const html = await (await request.get('/no/such/page')).text();
  expect(html).toContain('<meta name="robots" content="noindex"');
  expect(html).toContain('<div id="root"></div>');
  expect([...html.matchAll(INLINE_SCRIPTS)]).toEqual([]);
});

test('robots.txt, sitemap.xml and the favicon are served', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  expect(await robots.text()).toContain('Sitemap: http://localhost:3000/sitemap.xml');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  for (const { path } of PUBLIC_PAGES)
    expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);

  const favicon = await request.get('/favicon.svg');
  expect(favicon.headers()['content-type']).toBe('image/svg+xml');
  const ogImage = await request.get('/og-image.png');
  expect(ogImage.headers()['content-type']).toBe('image/png');
});

test('client-side navigation between public pages keeps working after hydration', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await page.goto('/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, heading, path] of [
    ['Journeys', 'Journeys', '/journeys'],
    ['How it works', 'How it works', '/how-it-works'],
    ['Security', 'Security', '/security'],
    ['For Business', 'For Business', '/for-business'],
    ['About', 'About Updately', '/about'],
  ]) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  }
  await nav.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  expect(problems).toEqual([]);
});

test.describe('the header by sign-in state', () => {
  test('visitors see Sign in and Get started free', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Get started free' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(header.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(0);
  });

  test('signed-in users see Go to Dashboard instead', async ({ page }) => {
    test.setTimeout(120_000);
    await createUser({ signedInAs: page.request, label: 'public' });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Get started free' })).toHaveCount(0);
    await header.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
  });
});

test.describe('the mobile menu at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the header toggle shows and hides the navigation', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const faqLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'FAQ' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(faqLink).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(faqLink).toBeVisible();
    await expectNoAxeViolations(page);

    await toggle.click();
    await expect(faqLink).toBeHidden();

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(faqLink).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await faqLink.click();
    await expect(page).toHaveURL('/faq');
    await expect(faqLink).toBeHidden();
  });

  test('the footer menu control toggles the mobile nav open and closed', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const footerToggle = page.getByRole('contentinfo').getByRole('button', { name: 'Site menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Journeys' })).toBeHidden();

    await footerToggle.click();
    await expect(footerToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Journeys' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Journeys' })).toBeFocused();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await footerToggle.click();
    await expect(footerToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Journeys' })).toBeHidden();
  });

  test('the desktop header has no menu toggle', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }),
    ).toBeVisible();
  });
});

test('every public page fits a 375 px screen without sideways scrolling', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 740 });
  for (const { path, heading } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
