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
  // The summary, with its Edit button, replaces the form.
  const saved = page.getByRole('region', { name: 'What changed', exact: true });
  await expect(saved.getByRole('button', { name: 'Edit' })).toBeVisible();
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
 * directory (search, Add: 2 actions each) and by name (all names typed one per line, then Add by
 * name: 2 actions), in one dialog (open and Done: 2 actions).
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
  if (byName.length > 0) {
    await act.type(
      dialog.getByLabel('Not in the directory? Company name'),
      byName.join('\n'),
      'the other companies, one per line',
    );
    await act.click(dialog.getByRole('button', { name: 'Add by name' }), 'Add by name');
    await expectToast(
      page,
      byName.length === 1 ? `${byName[0]} added` : `${byName.length} companies added`,
    );
  }
  await act.click(dialog.getByRole('button', { name: 'Done' }), 'Done');
  await expect(dialog).toBeHidden();
}

/**
 * The person picks their companies for the journey from their footprints: open the dialog, tick
 * each one, add them (2 actions + 1 per company).
 */
export async function pickFootprints(page: Page, act: ActionCounter, names: readonly string[]) {
  const companies = page.getByRole('region', { name: 'Companies to update' });
  await act.click(
    companies.getByRole('button', { name: 'Add companies' }).first(),
    'Add companies',
  );
  const dialog = page.getByRole('dialog', { name: 'Add companies to this journey' });
  for (const name of names) {
    await act.click(dialog.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) }), name);
  }
  await act.click(
    dialog.getByRole('button', { name: `Add ${names.length} companies` }),
    'Add the companies',
  );
  await expectToast(page, `${names.length} companies added`);
  await expect(dialog).toBeHidden();
}
