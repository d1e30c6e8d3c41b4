import type { Page } from '@playwright/test';

type PublicPage = { path: string; heading: string; title: string };

/** A public page: its path, its <h1> and its tab title ("<tab> · Updately"). */
function publicPage(path: string, heading: string, tab = heading): PublicPage {
  return { path, heading, title: `${tab} · Updately` };
}

/** Every prerendered public page. */
export const PUBLIC_PAGES: PublicPage[] = [
  publicPage(
    '/',
    'Life changes. Your details update everywhere.',
    'Update your details everywhere',
  ),
  publicPage('/journeys', 'Journeys'),
  publicPage('/how-it-works', 'How it works'),
  publicPage('/security', 'Security'),
  publicPage('/faq', 'Frequently asked questions', 'FAQ'),
  publicPage('/for-business', 'For Business'),
  publicPage('/about', 'About Updately', 'About'),
  publicPage('/moving-home', 'Moving Home'),
  publicPage('/terms_of_service', 'Terms of Service'),
  publicPage('/privacy', 'Privacy Policy'),
  publicPage('/help/moving-safely', 'Moving safely'),
];

export const JOURNEY_CARD_TITLES = [
  'Moving Home',
  'Getting Married',
  'Got Hacked',
  'Changing Jobs',
  'New Card',
  'Moving Abroad',
];

/** Resolves once React has taken over the prerendered page (PublicLayout marks <html>). */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

export async function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
}
