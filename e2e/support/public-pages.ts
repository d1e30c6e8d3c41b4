import type { Page } from '@playwright/test';

/** Every prerendered public page: path, its <h1>, its tab title. */
export const PUBLIC_PAGES: [path: string, heading: string, title: string][] = [
  [
    '/',
    'Life changes. Your details update everywhere.',
    'Update your details everywhere · Updately',
  ],
  ['/journeys', 'Journeys', 'Journeys · Updately'],
  ['/how-it-works', 'How it works', 'How it works · Updately'],
  ['/security', 'Security', 'Security · Updately'],
  ['/faq', 'Frequently asked questions', 'FAQ · Updately'],
  ['/for-business', 'For Business', 'For Business · Updately'],
  ['/about', 'About Updately', 'About · Updately'],
  ['/moving-home', 'Moving Home', 'Moving Home · Updately'],
  ['/terms_of_service', 'Terms of Service', 'Terms of Service · Updately'],
  ['/privacy', 'Privacy Policy', 'Privacy Policy · Updately'],
];

export const JOURNEY_CARD_TITLES = [
  'Moving Home',
  'Getting Married',
  'Got Hacked',
  'Changing Jobs',
  'New Card',
  'Moving Abroad',
];

/**
 * Collects what a clean page must never print: console errors (CSP violations, React's
 * hydration errors such as #418) and uncaught exceptions.
 */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Resolves once React has taken over the prerendered page (PublicLayout marks <html>). */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

export async function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
}
