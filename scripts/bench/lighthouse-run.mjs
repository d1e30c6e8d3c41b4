// One Lighthouse run in a fresh headless Chromium, and the figures the bench prints from it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];

/**
 * The JavaScript the browser transferred while the page loaded, as Lighthouse's network-requests
 * audit lists it: every Script request's transferSize (compressed body and headers).
 */
export function scriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((total, item) => total + (item.transferSize ?? 0), 0);
}

/**
 * Puts `cookies` in the browser's own cookie jar (over the DevTools protocol) before Lighthouse
 * runs. A Cookie header in Lighthouse's extraHeaders would be sent next to the cookies the app
 * refreshes during the run (better-auth's cookie cache), and the session would look invalid.
 */
async function setCookies(port, cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0].addCookies(cookies);
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse on `url`: 'mobile' is its default (simulated slow 4G and a 4x slower CPU),
 * 'desktop' its desktop preset. `cookies` (a signed-in session) are set first and kept: the
 * run then skips Lighthouse's storage reset.
 */
export async function runLighthouse(url, { formFactor = 'mobile', cookies } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (cookies) await setCookies(chrome.port, cookies);
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(cookies ? { disableStorageReset: true } : {}),
    };
    const result = await lighthouse(
      url,
      flags,
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const { lhr } = result;
    const { categories, audits } = lhr;
    // A run that could not measure (a timeout on a busy machine) has no scores: left out.
    if (lhr.runtimeError || CATEGORIES.some((c) => categories[c].score === null)) {
      return { failed: lhr.runtimeError?.code ?? 'no score' };
    }
    return {
      finalUrl: lhr.finalDisplayedUrl,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(categories[c].score * 100)])),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tti: audits.interactive?.numericValue ?? Number.NaN,
      js: scriptBytes(lhr),
      failing: CATEGORIES.flatMap((c) =>
        categories[c].auditRefs
          .filter(
            (ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1,
          )
          .map((ref) => `${c}/${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`),
      ),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** "median (min–max)" of one figure over the runs; one value when they all agree. */
export function spread(values, format = (v) => String(Math.round(v))) {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const mid = format(median(values));
  return min === max ? mid : `${mid} (${format(min)}–${format(max)})`;
}

export { median };
