import { apiAs } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { acceptInvitation, invitePerson } from './support/journey-people';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { expectToast } from './support/toasts';
import { linkIn, waitForMail } from './support/mail';
import { newUser, signUp, signUpByApi } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS * 2 });

test('a co-executor is invited, adds a company, and loses access at once when removed', async ({
  page,
  browser,
}) => {
  await signUp(page, 'owner');
  const journeyName = 'For Dad';
  const created = await apiAs(page).post<{ id: string }>('/api/journeys', {
    type: 'losing_loved_one',
    name: journeyName,
  });
  expect(created.status).toBe(201);
  await page.goto(`/journeys/${created.body.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'People' })).toBeVisible();

  // The co-executor: an account of their own, signed up and confirmed from the mailbox.
  const coExecutor = newUser('coexec');
  const link = await invitePerson(page, coExecutor.email, 'Editor');
  await expectNoAxeViolations(page);

  const theirContext = await browser.newContext();
  const their = await theirContext.newPage();
  try {
    await signUpByApi(their.request, coExecutor);
    await their.goto(
      linkIn(await waitForMail(their.request, coExecutor.email, /Confirm your email/)),
    );
    await expect(their).toHaveURL(/\/dashboard$/);
    await acceptInvitation(their, link, journeyName);
    await expect(their.getByText('You share this journey as an editor.')).toBeVisible();

    // They add one of the deceased's companies.
    await their.getByRole('button', { name: 'Add a company' }).first().click();
    const dialog = their.getByRole('dialog', { name: 'Add one of their companies' });
    await dialog.getByLabel('Not in the directory? Company name').fill('Ballarat Bowls Club');
    await dialog.getByRole('button', { name: 'Add by name' }).click();
    await expectToast(their, 'Ballarat Bowls Club added');
    await their.keyboard.press('Escape');

    // The owner sees who added it, and the co-executor among the people.
    await page.reload();
    const coName = `${coExecutor.firstName} ${coExecutor.lastName}`;
    await expect(page.getByText(`Ballarat Bowls Club added by ${coName}`)).toBeVisible();
    const people = page.getByRole('list', { name: 'People who share this journey' });
    await expect(people).toContainText(coName);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Removed: their open tab leaves the journey at once, saying why.
    await page.getByRole('button', { name: `Remove ${coName} from this journey` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, `${coName} no longer shares this journey`);
    await expect(
      their.getByText('You no longer have access to this journey.').first(),
    ).toBeVisible();
    await expect(their).toHaveURL(/\/app\/journeys$/);
    await their.goto(`/journeys/${created.body.id}`);
    await expect(their.getByRole('heading', { level: 1, name: 'Journey not found' })).toBeVisible();
  } finally {
    await theirContext.close();
  }
});

test('the invitation page at 375px: the invitation, and sign in first', async ({
  page,
  browser,
}) => {
  await signUp(page, 'inviter');
  const created = await apiAs(page).post<{ id: string }>('/api/journeys', {
    type: 'losing_loved_one',
    name: 'For Mum',
  });
  await page.goto(`/journeys/${created.body.id}`);
  const invitee = newUser('invitee');
  const link = await invitePerson(page, invitee.email, 'Viewer');
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const visitor = await context.newPage();
  try {
    await visitor.goto(link);
    await expect(visitor.getByText('“For Mum”')).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Create an account' })).toBeVisible();
    await expectNoAxeViolations(visitor);
  } finally {
    await context.close();
  }
});

test('a viewer follows the journey without write controls, and leaves it', async ({
  page,
  browser,
}) => {
  await signUp(page, 'owner');
  const journeyName = 'For Grandad';
  const created = await apiAs(page).post<{ id: string }>('/api/journeys', {
    type: 'losing_loved_one',
    name: journeyName,
  });
  expect(created.status).toBe(201);
  const company = await apiAs(page).post(`/api/journeys/${created.body.id}/companies`, {
    custom_brand_name: 'Bendigo Lawn Tennis Club',
  });
  expect(company.status).toBe(201);
  await page.goto(`/journeys/${created.body.id}`);
  const follower = newUser('viewer');
  const link = await invitePerson(page, follower.email, 'Viewer');

  const context = await browser.newContext();
  const viewer = await context.newPage();
  try {
    await signUpByApi(viewer.request, follower);
    await viewer.goto(
      linkIn(await waitForMail(viewer.request, follower.email, /Confirm your email/)),
    );
    await acceptInvitation(viewer, link, journeyName);
    await expect(viewer.getByText('You share this journey as a viewer.')).toBeVisible();
    await expect(
      viewer.getByRole('heading', { level: 3, name: 'Bendigo Lawn Tennis Club' }),
    ).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Add a company' })).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: 'Edit details' })).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await expect(viewer.getByRole('form', { name: 'Invite someone' })).toHaveCount(0);
    await expectNoAxeViolations(viewer);

    await viewer.goto('/app/journeys');
    const shared = viewer.getByRole('region', { name: 'Shared with you' });
    await expect(shared).toContainText(journeyName);
    await shared
      .getByRole('link', { name: new RegExp(journeyName) })
      .first()
      .click();

    await viewer.getByRole('button', { name: 'Leave this journey' }).click();
    await viewer.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
    await expectToast(viewer, 'You left this journey.');
    await expect(viewer).toHaveURL(/\/app\/journeys$/);
    await expect(viewer.getByRole('region', { name: 'Shared with you' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
