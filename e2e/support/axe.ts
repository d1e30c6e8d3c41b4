import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect } from './fixtures';

/** WCAG 2.2 AA (and target size) as axe-core checks it, on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .withRules(['target-size'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
