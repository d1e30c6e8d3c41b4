import brands from '@updately/shared/data/brands.json' with { type: 'json' };
import { DONE_BY_YOU } from '@updately/shared/update-attestation';
import { UPDATE_CONSENT_VERSION } from '@updately/shared/updates-api';

import { apiAs, baseURL } from './support/api';
import { addCustomFootprint, brandIdByName } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 60_000 });

const ADDRESS = '9 Nicholson St, Brunswick East VIC 3057';
// Checklist companies (no first-request address): two with a sourced change-of-details page,
// one with only a website, and one the person added themselves (no link at all).
const WITH_PAGE = ['Airbnb', 'Medicare'];
const COMPANIES = ['Airbnb', 'Corner Gym', 'Medicare', 'Telstra'];
const deepLink = (name: string) => brands.find((b) => b.name === name)!.account_settings_url!;

test('the next to-do: each checklist company done in two actions, focus kept on the next', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The companies' own pages open in new tabs: stand-ins here, never the real sites.
  await context.route(
    (url) => !url.href.startsWith(baseURL),
    (route) => route.fulfill({ contentType: 'text/html', body: '<title>Company page</title>' }),
  );
  await signUp(page, 'nexttodo');
  const api = apiAs(page);
  const brandIds = await Promise.all(
    COMPANIES.filter((c) => c !== 'Corner Gym').map((name) => brandIdByName(page, name)),
  );
  expect((await api.post('/api/footprints', { brandIds })).status).toBe(201);
  await addCustomFootprint(page, 'Corner Gym', ['address']);
  const journey = await api.post<{ id: string }>('/api/journeys', {
    type: 'moving_house',
    name: 'Moving to Brunswick East',
    target_address: ADDRESS,
  });
  expect(journey.status).toBe(201);
  const detail = await api.get<{ footprints: { footprint_id: string }[] }>(
    `/api/journeys/${journey.body.id}`,
  );
  expect(detail.body.footprints).toHaveLength(COMPANIES.length);
  const approved = await api.post(`/api/journeys/${journey.body.id}/updates`, {
    consent_version: UPDATE_CONSENT_VERSION,
    companies: detail.body.footprints.map((f) => ({
      footprint_id: f.footprint_id,
      fields: ['address'],
    })),
  });
  expect(approved.status).toBe(201);

  await page.goto(`/journeys/${journey.body.id}`);
  const panel = page.getByRole('region', { name: 'Your next to-do' });
  await expect(panel).toContainText(`${COMPANIES.length} left`);
  await expectNoAxeViolations(page);
  // At 375 px the long action names wrap: nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(panel.getByRole('link', { name: /Copy and open/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.setViewportSize({ width: 1280, height: 800 });

  for (const [i, company] of COMPANIES.entries()) {
    let actions = 0;
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(company);
    await expect(panel).toContainText(ADDRESS);

    // Action 1: copy the new address and open the company's change-of-details page.
    if (company === 'Corner Gym') {
      await panel.getByRole('button', { name: 'Copy the new address' }).click();
    } else {
      const kind = WITH_PAGE.includes(company) ? 'change-of-details page' : 'website';
      const open = panel.getByRole('link', { name: `Copy and open ${company}’s ${kind}` });
      if (WITH_PAGE.includes(company))
        await expect(open).toHaveAttribute('href', deepLink(company));
      const popup = page.waitForEvent('popup');
      await open.click();
      await (await popup).close();
    }
    actions++;
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(ADDRESS);

    // Action 2: done by the person, then straight on to the next to-do.
    await panel.getByRole('button', { name: /^Done — next/ }).click();
    actions++;
    expect(actions).toBeLessThanOrEqual(2);
    await expect(panel.getByRole('status')).toContainText(`${company}: ${DONE_BY_YOU}.`);

    const next = COMPANIES[i + 1];
    if (next) {
      await expect(panel.getByRole('heading', { level: 3 })).toHaveText(next);
      const focused = page.locator(':focus');
      await expect(focused).toHaveAccessibleName(new RegExp(next));
    } else {
      await expect(panel.getByRole('heading', { name: 'All your to-dos are done.' })).toBeFocused();
    }
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    expect(
      await page.evaluate(() =>
        document
          .querySelector('[aria-labelledby="next-todo-heading"]')
          ?.contains(document.activeElement),
      ),
    ).toBe(true);
  }

  await expect(panel).toContainText('0 left');
  await expectNoAxeViolations(page);
});
