import { test as base, expect } from '@playwright/test';

import { collectPageProblems } from './page-problems';
import { useTurnstileStandIn } from './turnstile';

type Fixtures = {
  /** Every page gets the Turnstile stand-in; no request leaves the machine. */
  turnstile: void;
  /**
   * Every test fails when a page of its browser context logs a console error or throws an
   * uncaught exception, checked after the test body (see page-problems.ts for the one allowance).
   */
  pageProblems: string[];
};

/** The one `test` of the e2e layer: import `test` and `expect` from here. */
export const test = base.extend<Fixtures>({
  turnstile: [
    async ({ context }, use) => {
      await useTurnstileStandIn(context);
      await use();
    },
    { auto: true },
  ],
  pageProblems: [
    async ({ context }, use) => {
      const problems = collectPageProblems(context, { allowFailedResources: true });
      await use(problems);
      expect(problems, 'console errors and uncaught exceptions in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
