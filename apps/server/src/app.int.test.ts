import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { ISLANDS_LOADER } from '@updately/shared/islands-loader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createHttpServer } from './server';
import { createTestApp, PRODUCTION_SETTINGS, type TestApp } from './test/test-app';
import { signUpAdmin } from './test/admin-test-kit';

describe('the HTTP app', () => {
  let t: TestApp;
  let web: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await createTestApp();
    const dist = mkdtempSync(path.join(os.tmpdir(), 'updately-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)'.repeat(200));
    writeFileSync(
      path.join(dist, 'routes.json'),
      JSON.stringify({
        patterns: [
          '/',
          '/some/deep/link',
          '/journeys/:id',
          '/documents/:token',
          '/admin',
          '/admin/users',
          '/admin/settings',
        ],
      }),
    );
    web = createApp(t.deps, { webDistDir: dist });
  });
  afterAll(() => t.close());

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const res = await t.request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe('NOT_FOUND');
  });

  it('serves the SPA shell for the web app’s pages, never cached', async () => {
    for (const page of ['/some/deep/link', '/Some/Deep/Link/', '/journeys/7b0c']) {
      const res = await web.request(page);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>shell</title>');
    }
  });

  it('answers other paths with the shell and a 404 status, so it shows its not-found page', async () => {
    for (const page of ['/no/such/page', '/journeys/7b0c/extra', '/journeys']) {
      const res = await web.request(page);
      expect(res.status, page).toBe(404);
      expect(await res.text()).toContain('<title>shell</title>');
    }
  });

  it('serves the admin pages to admins only: anonymous visitors to /login, users to /dashboard', async () => {
    const user = await t.signUp();
    const admin = await signUpAdmin(t);
    for (const page of ['/admin', '/admin/users', '/admin/settings']) {
      const anonymous = await web.request(page);
      expect(anonymous.status, page).toBe(302);
      expect(anonymous.headers.get('location')).toBe('/login');
      const plain = await web.request(page, { headers: { cookie: user.cookie } });
      expect(plain.status, page).toBe(302);
      expect(plain.headers.get('location')).toBe('/dashboard');
      const allowed = await web.request(page, { headers: { cookie: admin.cookie } });
      expect(allowed.status, page).toBe(200);
      expect(allowed.headers.get('cache-control')).toBe('no-store');
      expect(await allowed.text()).toContain('<title>shell</title>');
    }
  });

  it('serves the shell for a routed page whose last segment looks like a file extension', async () => {
    // A company's documents link: `<request id>.<issued>.<signature>`, the signature sometimes
    // all letters and digits.
    const res = await web.request(
      '/documents/0b6f3a52-6d1e-4c7a-9a53-0f3c1f2e4d5a.1795782760.Q7rT2xYz9AbC',
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>shell</title>');
  });

  it('answers a missing asset or file with a plain 404, never the HTML shell', async () => {
    for (const file of ['/assets/main-gone.js', '/logo.png']) {
      const res = await web.request(file);
      expect(res.status, file).toBe(404);
      expect(res.headers.get('content-type')).not.toContain('text/html');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await web.request('/assets/main-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('does not serve files outside the web build', async () => {
    const res = await web.request('/..%2f..%2fetc%2fpasswd');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<title>shell</title>');
  });

  it('sets the security headers, with a CSP that forbids inline scripts but the islands loader', async () => {
    const res = await t.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src [^;]*'self'/);
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    const loaderHash = createHash('sha256').update(ISLANDS_LOADER).digest('base64');
    expect(csp.match(/'sha256-[^']+'/g)).toEqual([`'sha256-${loaderHash}'`]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the same headers from the running server, and echoes a plain X-Request-Id', async () => {
    const server = createHttpServer(t.app, '127.0.0.1');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const served = await fetch(`http://127.0.0.1:${port}/api/health`, {
        headers: { 'x-request-id': 'probe-123' },
      });
      const inProcess = await t.request('/api/health');
      const names = (res: Response) =>
        [...res.headers.keys()]
          .filter(
            (n) =>
              ![
                'date',
                'connection',
                'keep-alive',
                'content-length',
                'transfer-encoding',
                'content-encoding',
                'vary',
              ].includes(n),
          )
          .sort();
      expect(names(served)).toEqual(names(inProcess));
      expect(served.headers.get('content-security-policy')).toBe(
        inProcess.headers.get('content-security-policy'),
      );
      expect(served.headers.get('x-request-id')).toBe('probe-123');
      const odd = await fetch(`http://127.0.0.1:${port}/api/nowhere`, {
        headers: { 'x-request-id': 'not a plain token' },
      });
      expect(odd.status).toBe(404);
      expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(odd.headers.get('x-frame-options')).toBe('DENY');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('sets HSTS when the request arrived over https', async () => {
    const res = await t.app.request('https://updately.example/api/health');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('sets HSTS on every answer in production, whatever the request (L11)', async () => {
    const production = await createTestApp({ config: PRODUCTION_SETTINGS });
    try {
      const res = await production.request('/api/health');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    } finally {
      await production.close();
    }
  });

  it('publishes the OpenAPI document and the rendered docs', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/health']).toBeDefined();
    const page = await t.request('/api/docs');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<script src="/api/docs/init.js"></script>');
    const init = await t.request('/api/docs/init.js');
    expect(await init.text()).toContain("url: '/api/openapi.json'");
    const asset = await t.request('/api/docs/swagger-ui-bundle.js');
    expect(asset.status).toBe(200);
  });

  it("publishes the Business API's own document and docs page", async () => {
    const doc = (await (await t.request('/api/v1/openapi.json')).json()) as {
      info: { title: string };
      paths: Record<string, unknown>;
    };
    expect(doc.info.title).toBe('Updately Business API');
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/api/v1/'))).toBe(true);
    const page = await t.request('/api/v1/docs');
    expect(await page.text()).toContain('<script src="/api/v1/docs/init.js"></script>');
    const init = await t.request('/api/v1/docs/init.js');
    expect(await init.text()).toContain("url: '/api/v1/openapi.json'");
    const recipes = await (await t.request('/api/v1/docs/recipes')).text();
    for (const tool of ['Zapier', 'Make', 'n8n']) expect(recipes).toContain(`<h2>${tool}</h2>`);
    expect(recipes).toContain('updated_since');
    expect(recipes).not.toContain('<script');
  });

  it('answers a malformed JSON body with 400 in the error shape, not 500', async () => {
    const user = await t.signUp();
    const res = await t.request('/api/feedback', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
  });

  it('keeps the 4xx status of a wrong content type instead of a 500', async () => {
    const user = await t.signUp();
    const res = await t.request('/api/feedback', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toMatch(/^[A-Z_]+$/);
  });

  it('refuses writes with a revoked session at once, despite the cookie cache', async () => {
    const user = await t.signUp();
    const revoke = await t.request('/api/auth/revoke-sessions', {
      method: 'POST',
      cookie: user.cookie,
      json: {},
    });
    expect(revoke.status).toBe(200);
    const res = await t.request('/api/feedback', {
      method: 'POST',
      cookie: user.cookie,
      json: { feedbackType: 'bug', content: 'x', pageLocation: '/' },
    });
    expect(res.status).toBe(401);
  });
});
