import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** The token the local siteverify stand-in accepts (scripts/e2e-server.mjs). */
export const TURNSTILE_PASS_TOKEN = 'test-pass-token';

/**
 * A stand-in for Cloudflare's Turnstile api.js speaking its browser API (render, reset, remove,
 * getResponse): it renders a labelled box and hands out `window.__turnstileToken` (default: the
 * passing token), calling the onload callback named in the script URL like the real one.
 */
const TURNSTILE_SCRIPT = `(() => {
  const widgets = new Map();
  let next = 0;
  const token = () => window.__turnstileToken ?? '${TURNSTILE_PASS_TOKEN}';
  window.turnstile = {
    render(container, options) {
      const el = typeof container === 'string' ? document.querySelector(container) : container;
      const id = 'cf-' + (++next);
      const box = document.createElement('div');
      box.textContent = 'Verified: you are human (test widget)';
      box.setAttribute('data-testid', 'turnstile-stand-in');
      el.appendChild(box);
      widgets.set(id, { options, box, response: '' });
      setTimeout(() => { const w = widgets.get(id); if (!w) return; w.response = token(); options.callback?.(w.response); }, 50);
      return id;
    },
    reset(id) {
      const w = widgets.get(id ?? [...widgets.keys()].pop());
      if (!w) return;
      w.response = '';
      window.__turnstileResets = (window.__turnstileResets ?? 0) + 1;
      setTimeout(() => { w.response = token(); w.options.callback?.(w.response); }, 50);
    },
    remove(id) { const w = widgets.get(id); w?.box.remove(); widgets.delete(id); },
    getResponse(id) { return widgets.get(id ?? [...widgets.keys()].pop())?.response; },
    isExpired() { return false; },
    execute() {},
    ready(cb) { cb(); },
  };
  const src = document.currentScript && document.currentScript.src;
  const onload = src ? new URL(src).searchParams.get('onload') : null;
  if (onload && typeof window[onload] === 'function') window[onload]();
})();`;

export async function useTurnstileStandIn(page: Page) {
  await page.route('https://challenges.cloudflare.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: TURNSTILE_SCRIPT }),
  );
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .withRules(['target-size'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Every page of every test gets the Turnstile stand-in; no request leaves the machine. */
export const test = base.extend<{ turnstile: void }>({
  turnstile: [
    async ({ page }, use) => {
      await useTurnstileStandIn(page);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
