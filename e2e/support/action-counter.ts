import type { Locator, Page } from '@playwright/test';

/**
 * Counts what a person does, as a newcomer counts it: a click is 1, a typed field is 1 (an
 * Enter pressed in it included), following a link from an email is 1. Waiting, reading and
 * scrolling are not actions.
 */
export class ActionCounter {
  readonly steps: string[] = [];

  get count() {
    return this.steps.length;
  }

  async click(target: Locator, what: string) {
    this.steps.push(`click ${what}`);
    await target.click();
  }

  /** One typed field; `enter` presses Enter in it (part of the same action). */
  async type(target: Locator, value: string, what: string, { enter = false } = {}) {
    this.steps.push(`type ${what}${enter ? ' + Enter' : ''}`);
    await target.fill(value);
    if (enter) await target.press('Enter');
  }

  async followEmailLink(page: Page, url: string, what: string) {
    this.steps.push(`follow ${what}`);
    await page.goto(url);
  }
}
