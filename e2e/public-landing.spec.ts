import { CAROUSEL_AUTOPLAY_MS } from '@updately/shared/constants';
import type { Page } from '@playwright/test';

import { expect, test } from './support/fixtures';
import { dataLayer, JOURNEY_CARD_TITLES, waitForHydration } from './support/public-pages';
import { createUser } from './support/users';

const carousel = (page: Page) => page.getByRole('region', { name: 'Journeys', exact: true });
const activeSlide = (page: Page) => carousel(page).locator('[data-active="true"]');

/** Fake timers, paused: autoplay moves only when the test runs the clock. */
async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-22T09:00:00+11:00') });
  await page.clock.pauseAt(new Date('2026-11-22T09:00:01+11:00'));
}

async function openLanding(page: Page, { pausedClock = false } = {}) {
  await page.goto('/');
  // The islands start after the first frame (@updately/shared/islands-loader): with a paused
  // clock, let it come.
  if (pausedClock) await page.clock.runFor(250);
  await waitForHydration(page);
  // The carousel is an island that hydrates when it comes near the viewport.
  await carousel(page).scrollIntoViewIfNeeded();
  await expect(carousel(page)).toHaveAttribute('data-ready', 'true');
}

test('the landing page has the spec sections in order', async ({ page }) => {
  await page.goto('/');
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual([
    'How it works',
    "Start with the moment you're in",
    'Why people use Updately',
    'Security you can check',
    'For business: up-to-date customers, without the call centre',
    'Frequently asked questions',
    'Hear when new journeys go live',
  ]);
  const steps = page
    .getByRole('region', { name: 'How it works' })
    .getByRole('heading', { level: 3 });
  await expect(steps).toHaveText(['Pick a journey', 'Verify once', 'Updated everywhere']);
  await expect(page.getByRole('link', { name: 'Get started free' }).nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'See how it works' })).toBeVisible();
  const business = page.getByRole('region', { name: /For business/ });
  for (const offer of [
    'Pay per successful field update',
    'Real-time API',
    'iPaaS ready',
    'Consent and audit trails',
  ]) {
    await expect(business.getByRole('heading', { name: offer })).toBeVisible();
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Updately Pty Ltd');
  await expect(footer).toContainText('ABN 51 824 753 556');
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/terms_of_service',
  );
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
});

test('the FAQ is an accordion of six questions', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(6);
  for (const question of await questions.all()) {
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  }
  const first = questions.first();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
  await expect(panel).toContainText('free');
  // One answer at a time; the keyboard moves between questions.
  await first.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
});

test.describe('the journey carousel', () => {
  test('shows the six journeys and loops with the previous and next buttons', async ({ page }) => {
    await openLanding(page);
    const slides = carousel(page).getByRole('group');
    await expect(slides).toHaveCount(6);
    for (const [index, title] of JOURNEY_CARD_TITLES.entries()) {
      await expect(slides.nth(index)).toHaveAttribute('aria-label', `${index + 1} of 6`);
      await expect(slides.nth(index).getByRole('heading', { level: 3 })).toHaveText(title);
    }
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 6');
    await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '6 of 6');
    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 6');
    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 6');
  });

  test(`advances every ${CAROUSEL_AUTOPLAY_MS} ms and loops`, async ({ page }) => {
    await pauseClock(page);
    await openLanding(page, { pausedClock: true });
    await expect(carousel(page)).toHaveAttribute('data-playing', 'true');
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 6');
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS - 200);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 6');
    await page.clock.runFor(400);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 6');
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 of 6');
  });

  test('does not advance while the mouse is over it, and resumes after', async ({ page }) => {
    await pauseClock(page);
    await openLanding(page, { pausedClock: true });
    await carousel(page).getByRole('heading', { name: 'Moving Home' }).hover();
    await expect(carousel(page)).toHaveAttribute('data-playing', 'false');
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS * 3);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 6');

    await page.mouse.move(1, 1);
    await expect(carousel(page)).toHaveAttribute('data-playing', 'true');
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS + 200);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 6');
  });

  test('pauses while keyboard focus is inside it', async ({ page }) => {
    await pauseClock(page);
    await openLanding(page, { pausedClock: true });
    await carousel(page).getByRole('button', { name: 'Next slide' }).focus();
    await expect(carousel(page)).toHaveAttribute('data-playing', 'false');
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS * 2);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 6');
  });

  test('never autoplays for people who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pauseClock(page);
    await openLanding(page, { pausedClock: true });
    await expect(carousel(page)).toHaveAttribute('data-playing', 'false');
    await expect(
      carousel(page).getByRole('button', { name: 'Start automatic slide show' }),
    ).toBeVisible();
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS * 2);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 6');
  });

  test('has a button that stops and restarts the slide show', async ({ page }) => {
    await pauseClock(page);
    await openLanding(page, { pausedClock: true });
    await carousel(page).getByRole('button', { name: 'Stop automatic slide show' }).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS * 2);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 6');

    await carousel(page).getByRole('button', { name: 'Start automatic slide show' }).click();
    await page.mouse.move(1, 1);
    await expect(carousel(page)).toHaveAttribute('data-playing', 'true');
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS + 200);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 6');
  });
});

/** Where each journey starts in the app, which sign-up's `next` carries. */
const CARD_STARTS: Record<string, string> = {
  'Getting Married': '/app/journeys?start=getting_married',
  'Got Hacked': '/app/journeys?start=getting_hacked',
  'Changing Jobs': '/app/journeys?start=changing_jobs',
  'New Card': '/app/journeys?start=',
  'Moving Abroad': '/app/journeys?start=',
};

test.describe('journey card destinations', () => {
  test('for visitors: Moving Home goes to its page, the others to sign-up', async ({ page }) => {
    await openLanding(page);
    const links = carousel(page).getByRole('heading', { level: 3 }).getByRole('link');
    await expect(links).toHaveText(JOURNEY_CARD_TITLES);
    await expect(links.first()).toHaveAttribute('href', '/moving-home');
    // Sign-up keeps where each journey starts (issue 23): the new account lands there.
    for (const title of JOURNEY_CARD_TITLES.slice(1)) {
      await expect(carousel(page).getByRole('link', { name: title })).toHaveAttribute(
        'href',
        `/signup?next=${encodeURIComponent(CARD_STARTS[title] ?? '')}`,
      );
    }
    await carousel(page).getByRole('link', { name: 'Moving Home' }).click();
    await expect(page).toHaveURL('/moving-home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Moving Home');

    await page.goBack();
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(carousel(page)).toHaveAttribute('data-ready', 'true');
    await carousel(page).getByRole('link', { name: 'Getting Married' }).dispatchEvent('click');
    await expect(page).toHaveURL(
      `/signup?next=${encodeURIComponent('/app/journeys?start=getting_married')}`,
    );
  });

  test('signed in: Moving Home opens the start-journey dialog with Moving Home chosen', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await createUser({ signedInAs: page.request, label: 'cards' });
    await openLanding(page);
    const movingHome = carousel(page).getByRole('link', { name: 'Moving Home' });
    await expect(movingHome).toHaveAttribute('href', '/app/journeys?start=moving_house');
    await movingHome.click();
    await expect(page).toHaveURL('/app/journeys?start=moving_house');
    const dialog = page.getByRole('dialog', { name: 'Start a journey' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Moving Home' })).toBeChecked();
  });

  test('the app host comes from APP_URL', async ({ page }) => {
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      await route.fulfill({
        response,
        json: { ...config, appUrl: 'https://app.updately.example' },
      });
    });
    await openLanding(page);
    await expect(carousel(page).getByRole('link', { name: 'New Card' })).toHaveAttribute(
      'href',
      `https://app.updately.example/signup?next=${encodeURIComponent('/app/journeys?start=')}`,
    );
    await expect(carousel(page).getByRole('link', { name: 'Moving Home' })).toHaveAttribute(
      'href',
      '/moving-home',
    );
  });
});

test.describe('data-layer events', () => {
  test('signup_start with source header, hero and footer', async ({ page }) => {
    test.setTimeout(60_000);
    for (const [source, scope] of [
      ['header', page.getByRole('banner')],
      ['hero', page.getByRole('main')],
      ['footer', page.getByRole('contentinfo')],
    ] as const) {
      await page.goto('/');
      await waitForHydration(page);
      expect(await dataLayer(page)).toEqual([]);
      await scope.getByRole('link', { name: 'Get started free' }).first().click();
      await expect(page).toHaveURL('/signup');
      expect(await dataLayer(page)).toEqual([{ event: 'signup_start', source }]);
    }
  });

  test('see_how_click on See how it works', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'See how it works' }).click();
    await expect(page).toHaveURL('/#how-it-works');
    await expect(page.getByRole('heading', { level: 2, name: 'How it works' })).toBeInViewport();
    expect(await dataLayer(page)).toEqual([{ event: 'see_how_click' }]);
  });

  test('journey_cta_click with the card title', async ({ page }) => {
    test.setTimeout(90_000);
    for (const title of JOURNEY_CARD_TITLES) {
      await openLanding(page);
      await carousel(page).getByRole('link', { name: title }).dispatchEvent('click');
      await expect(page).not.toHaveURL('/');
      expect(await dataLayer(page)).toEqual([{ event: 'journey_cta_click', title }]);
    }
  });
});
