import type { Locator, Page } from '@playwright/test';

import type { ActionCounter } from './action-counter';
import { expect } from './fixtures';
import { expectToast } from './toasts';

/** A choice in a native select, counted as one action like a typed field. */
export async function choose(act: ActionCounter, select: Locator, label: string, what: string) {
  act.steps.push(`choose ${what}`);
  await select.selectOption({ label });
}

/** The journey page's "what changed" step, waiting for the person. */
export function whatChanged(page: Page): Locator {
  return page.getByRole('region', { name: 'Tell us what changed' });
}

/** Saves the "what changed" step (1 action); the summary replaces the form. */
export async function saveDetails(page: Page, act: ActionCounter) {
  await act.click(whatChanged(page).getByRole('button', { name: 'Save details' }), 'Save details');
  await expectToast(page, 'Details saved');
  await expect(page.getByRole('region', { name: 'What changed' })).toBeVisible();
}

/** Types each labelled field of the step (1 action each). */
export async function typeFields(
  page: Page,
  act: ActionCounter,
  fields: Readonly<Record<string, string>>,
) {
  const form = whatChanged(page);
  for (const [label, value] of Object.entries(fields)) {
    await act.type(form.getByLabel(label, { exact: true }), value, label);
  }
}

/**
 * Losing a Loved One: the person adds the deceased's companies on the journey page, from the
 * directory (search, Add: 2 actions each) and by name (type, Add by name: 2 actions each), in one
 * dialog (open and Done: 2 actions).
 */
export async function addCompaniesByHand(
  page: Page,
  act: ActionCounter,
  { directory, byName }: { directory: readonly string[]; byName: readonly string[] },
) {
  await act.click(page.getByRole('button', { name: 'Add a company' }).first(), 'Add a company');
  const dialog = page.getByRole('dialog', { name: 'Add one of their companies' });
  for (const name of directory) {
    await act.type(dialog.getByLabel('Search the directory'), name, `search ${name}`);
    await act.click(
      dialog.getByRole('list', { name: 'Directory matches' }).getByRole('button', {
        name: `Add ${name}`,
        exact: true,
      }),
      `Add ${name}`,
    );
    await expectToast(page, `${name} added`);
  }
  for (const name of byName) {
    await act.type(dialog.getByLabel('Not in the directory? Company name'), name, name);
    await act.click(dialog.getByRole('button', { name: 'Add by name' }), `Add ${name} by name`);
    await expectToast(page, `${name} added`);
  }
  await act.click(dialog.getByRole('button', { name: 'Done' }), 'Done');
  await expect(dialog).toBeHidden();
}
