// @database-independent: Origin, Sec-Fetch-Site and body-size guards in front of every route (run on PGlite only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarForm, imageBytes } from './test/account-test-kit';
import { createTestApp, TEST_ORIGIN, type TestApp } from './test/test-app';
import { BODY_TOO_LARGE_MESSAGE, CROSS_SITE_MESSAGE } from './lib/request-guards';

const EVIL = 'https://evil.example';

describe('request guards on every API route', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['signUp']>>;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp();
  });
  afterAll(() => t.close());

  /** A request as a browser on `origin` would send it, with the user's cookie. */
  const fromBrowser = (path: string, origin: string, init: RequestInit) =>
    t.app.request(path, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), origin, cookie: user.cookie },
    });

  describe('CSRF: writes from another site are refused (L9)', () => {
    it('refuses a cross-origin form post', async () => {
      const res = await fromBrowser('/api/feedback', EVIL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'feedbackType=bug&content=hello&pageLocation=%2F',
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: 'FORBIDDEN', message: CROSS_SITE_MESSAGE },
      });
    });

    it('refuses a cross-origin multipart upload, and changes nothing', async () => {
      const res = await fromBrowser('/api/account/avatar', EVIL, {
        method: 'POST',
        body: avatarForm(imageBytes.png(), 'image/png'),
      });
      expect(res.status).toBe(403);
      const profile = await t.request('/api/account/profile', { cookie: user.cookie });
      expect(((await profile.json()) as { avatar_url: string | null }).avatar_url).toBeNull();
    });

    it('refuses a write a browser marks as cross-site even without an Origin', async () => {
      const res = await t.app.request('/api/feedback', {
        method: 'POST',
        headers: {
          'sec-fetch-site': 'cross-site',
          'content-type': 'application/json',
          cookie: user.cookie,
        },
        body: JSON.stringify({ feedbackType: 'bug', content: 'x', pageLocation: '/' }),
      });
      expect(res.status).toBe(403);
    });

    it('lets the app itself write, and lets anyone read', async () => {
      const write = await fromBrowser('/api/feedback', TEST_ORIGIN, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ feedbackType: 'bug', content: 'From the app', pageLocation: '/' }),
      });
      expect(write.status).toBe(201);
      const read = await fromBrowser('/api/footprints', EVIL, { method: 'GET' });
      expect(read.status).toBe(200);
    });
  });

  describe('body size (L5)', () => {
    it('answers 413 in the error shape to an oversized body, on any route', async () => {
      const big = 'x'.repeat(70 * 1024);
      for (const path of [
        '/api/feedback',
        '/api/newsletter/subscribe',
        '/api/auth/sign-in/email',
      ]) {
        const res = await t.request(path, {
          method: 'POST',
          json: { content: big, email: big },
          cookie: user.cookie,
        });
        expect(res.status, path).toBe(413);
        expect(await res.json(), path).toEqual({
          error: { code: 'PAYLOAD_TOO_LARGE', message: BODY_TOO_LARGE_MESSAGE },
        });
      }
    });

    it('still takes an avatar of up to 2 MB', async () => {
      const res = await t.request('/api/account/avatar', {
        method: 'POST',
        body: avatarForm(imageBytes.pngOfSize(1_500_000), 'image/png'),
        cookie: user.cookie,
      });
      expect(res.status).toBe(200);
    });
  });
});
