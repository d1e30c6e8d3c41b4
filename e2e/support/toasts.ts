import type { Page } from '@playwright/test';

import { expect } from './fixtures';
import { AUTH_ANSWER } from './rate-limits';

/** Sonner's live region, where every toast's title and description are announced. */
function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

/** A toast with this title (and description) is on screen; it may follow an auth call. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = toasts(page).locator('li').filter({ hasText: title }).first();
  await expect(toast).toBeVisible(AUTH_ANSWER);
  if (description) await expect(toast).toContainText(description);
}
