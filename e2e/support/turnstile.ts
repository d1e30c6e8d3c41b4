import type { BrowserContext, Page } from '@playwright/test';

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

/** Serves the stand-in wherever Cloudflare's script is asked for: no request leaves the machine. */
export async function useTurnstileStandIn(target: Page | BrowserContext) {
  await target.route('https://challenges.cloudflare.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: TURNSTILE_SCRIPT }),
  );
}
