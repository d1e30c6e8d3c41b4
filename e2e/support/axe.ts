import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect } from './fixtures';

/**
 * WCAG 2.0–2.2 A and AA. `wcag22aa` brings in `target-size`, which axe leaves off by default:
 * naming its tag runs it. (`withRules` would replace the tags, not add to them: axe would then
 * run that one rule and nothing else.)
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Axe's violations on the page as it is now, one line each: rule, then the nodes' selectors. */
export async function axeViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    // axe.run in the page itself: the default mode opens a blank tab for every check to merge the
    // frames' results in, a new renderer process each time. The app's frames are all same-origin,
    // which axe.run covers.
    .setLegacyMode()
    // Passes and incomplete results are not reported: axe then keeps one node of each, not all.
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** WCAG 2.2 AA (target size included) as axe-core checks it, on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * Waits for the page's finite animations and transitions (a toast fading in, a dialog opening):
 * axe measures contrast on what is painted, and text half-way through a fade is not what people
 * read. Endless ones (spinners) are not waited for.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
