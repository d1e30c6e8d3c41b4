import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';

const TEMPLATE = `<!doctype html><html><head><title>shell</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-react-1.js">
    <style>body{margin:0}</style>
  </head><body><div id="root"></div></body></html>`;

const frame = (kind: string, collapsed: boolean) =>
  `<div data-app-shell="${kind}" style="--sidebar-width:16rem"><div data-collapsible="${collapsed ? 'icon' : ''}"></div><main>Loading</main></div>`;

const SHELLS = {
  shells: Object.fromEntries(
    ['app', 'admin'].map((kind) => [
      kind,
      {
        cookie: kind === 'admin' ? 'admin_sidebar_state' : 'sidebar_state',
        expanded: frame(kind, false),
        collapsed: frame(kind, true),
      },
    ]),
  ),
  routes: [
    {
      pattern: '/dashboard',
      shell: 'app',
      preload: ['/assets/start-client-1.js', '/assets/vendor-react-1.js', '/assets/dashboard-1.js'],
    },
    {
      pattern: '/journeys/:id',
      shell: 'app',
      preload: ['/assets/start-client-1.js', '/assets/journey-details-1.js'],
    },
    { pattern: '/admin', shell: 'admin', preload: ['/assets/admin-dashboard-1.js'] },
  ],
};

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('the SPA page of a signed-in route', () => {
  let t: TestApp;
  let web: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await createTestApp();
    const dist = mkdtempSync(path.join(os.tmpdir(), 'updately-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'spa.html'), TEMPLATE);
    writeFileSync(path.join(dist, 'app-shells.json'), JSON.stringify(SHELLS));
    writeFileSync(
      path.join(dist, 'routes.json'),
      JSON.stringify({ patterns: ['/login', '/dashboard', '/journeys/:id', '/admin'] }),
    );
    web = createApp(t.deps, { webDistDir: dist });
  });
  afterAll(() => t.close());

  it('paints the frame and preloads the page’s chunks once, next to the entry’s', async () => {
    const user = await t.signUp();
    const res = await web.request('/dashboard', { headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toContain('Cookie');
    const html = await res.text();
    expect(html).toContain(`<div id="root">${frame('app', false)}</div>`);
    expect(preloads(html)).toEqual([
      '/assets/vendor-react-1.js',
      '/assets/start-client-1.js',
      '/assets/dashboard-1.js',
    ]);

    // Who is signed in is asked with the HTML, for the app's own fetch to take up.
    expect(html).toContain(
      '<link rel="preload" href="/api/me" as="fetch" crossorigin="use-credentials">',
    );

    const journey = await web.request('/journeys/7b0c', { headers: { cookie: user.cookie } });
    expect(preloads(await journey.text())).toEqual([
      '/assets/vendor-react-1.js',
      '/assets/start-client-1.js',
      '/assets/journey-details-1.js',
    ]);
  });

  it('keeps the sidebar as its cookie left it', async () => {
    const user = await t.signUp();
    const res = await web.request('/dashboard', {
      headers: { cookie: `${user.cookie}; sidebar_state=false` },
    });
    expect(await res.text()).toContain(frame('app', true));
    // The admin's sidebar has its own cookie.
    const admin = await web.request('/dashboard', {
      headers: { cookie: `${user.cookie}; admin_sidebar_state=false` },
    });
    expect(await admin.text()).toContain(frame('app', false));
  });

  it('sends the plain page without a session, and to other paths', async () => {
    const anonymous = await web.request('/dashboard');
    expect(await anonymous.text()).toBe(TEMPLATE);
    expect(TEMPLATE).not.toContain('/api/me');
    const user = await t.signUp();
    for (const page of ['/login', '/no/such/page']) {
      const res = await web.request(page, { headers: { cookie: user.cookie } });
      expect(await res.text(), page).toBe(TEMPLATE);
    }
  });

  it('adds no inline script: the CSP allows the inline styles and nothing else inline', async () => {
    const user = await t.signUp();
    const res = await web.request('/dashboard', { headers: { cookie: user.cookie } });
    const html = await res.text();
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/style-src [^;]*'unsafe-inline'/);
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
  });
});
