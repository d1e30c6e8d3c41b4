import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';

/** Tokens Cloudflare's siteverify stand-in accepts; any other token is rejected. */
export const TURNSTILE_PASS_TOKEN = 'test-pass-token';

let running: Promise<{ url: string; server: ServerType }> | undefined;

/**
 * A local stand-in for https://challenges.cloudflare.com/turnstile/v0/siteverify speaking its
 * protocol: form-encoded `secret`, `response`, `remoteip`; JSON `{ success, error-codes }`.
 */
export function turnstileStandIn(): Promise<{ url: string }> {
  running ??= new Promise((resolve) => {
    const app = new Hono().post('/turnstile/v0/siteverify', async (c) => {
      const form = await c.req.parseBody();
      const ok = form.response === TURNSTILE_PASS_TOKEN && typeof form.secret === 'string';
      return c.json(
        ok
          ? { success: true, 'error-codes': [] }
          : { success: false, 'error-codes': ['invalid-input-response'] },
      );
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ url: `http://127.0.0.1:${info.port}/turnstile/v0/siteverify`, server }),
    );
  });
  return running;
}
