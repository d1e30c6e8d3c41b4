// Cold loads of the signed-in screens (issue 23): Lighthouse's desktop preset, signed in, median
// (min–max) of N runs per route, with first contentful paint and largest contentful paint (the
// screen's meaningful content). The demo user is made an admin (ADMIN_EMAILS) with an
// authenticator, so /admin shows its dashboard and not the two-factor notice.
//   node scripts/bench/cold-load.mjs [--url http://host:port] [--runs N]
import { createHmac } from 'node:crypto';
import { runLighthouse, spread, median } from './lighthouse-run.mjs';

export const COLD_LOAD_TARGET_MS = 1000;
const DEMO = { email: 'demo@updately.local', password: 'demo passphrase 2026' };
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 6238 (SHA-1, 30 s, 6 digits), as e2e/support/totp.ts: the code an authenticator shows. */
function totp(secret, time = Date.now()) {
  let bits = 0;
  let value = 0;
  const bytes = [];
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30_000)));
  const hmac = createHmac('sha1', Buffer.from(bytes)).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1e6).padStart(6, '0');
}

/** A cookie jar over fetch: the session as the browser would hold it after each answer. */
function session(baseUrl) {
  const jar = new Map();
  async function call(method, urlPath, body) {
    const response = await fetch(`${baseUrl}${urlPath}`, {
      method,
      headers: {
        origin: baseUrl,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    if (!response.ok) throw new Error(`${method} ${urlPath} answered ${response.status}`);
    return response.json();
  }
  const cookies = () => [...jar].map(([name, value]) => ({ name, value, url: baseUrl }));
  return { call, cookies };
}

/** The demo user signed in, with an authenticator (admins need one for the admin API). */
async function signInDemoAdmin(baseUrl) {
  const s = session(baseUrl);
  await s.call('POST', '/api/auth/sign-in/email', DEMO);
  const me = await s.call('GET', '/api/me');
  if (!me.isAdmin)
    throw new Error('the demo user is not an admin (start the app with ADMIN_EMAILS)');
  if (!me.user.twoFactorEnabled) {
    const { totpURI } = await s.call('POST', '/api/auth/two-factor/enable', {
      password: DEMO.password,
    });
    const secret = new URL(totpURI).searchParams.get('secret');
    await s.call('POST', '/api/auth/two-factor/verify-totp', { code: totp(secret) });
  }
  return s;
}

/** The routes the issue names, with the demo user's first journey for /journeys/:id. */
async function coldLoadRoutes(s) {
  const { items } = await s.call('GET', '/api/journeys');
  if (!items.length) throw new Error('the demo user has no journey');
  return ['/dashboard', `/journeys/${items[0].id}`, '/footprints', '/business', '/admin'];
}

/** One line per route: FCP and LCP, median (min–max), against the 1 s target on LCP. */
export async function coldLoadReport(baseUrl, { runs = 3 } = {}) {
  const s = await signInDemoAdmin(baseUrl);
  const routes = await coldLoadRoutes(s);
  const lines = [];
  for (const route of routes) {
    const results = [];
    const failed = [];
    for (let i = 0; results.length < runs && i < 2 * runs; i++) {
      const result = await runLighthouse(`${baseUrl}${route}`, {
        formFactor: 'desktop',
        cookies: s.cookies(),
      });
      if (result.failed) failed.push(result.failed);
      else results.push(result);
    }
    if (!results.length) throw new Error(`Lighthouse could not measure ${route}: ${failed}`);
    const landed = new URL(results[0].finalUrl).pathname;
    if (landed !== route) throw new Error(`the run of ${route} ended on ${landed}`);
    const lcp = results.map((r) => r.lcp);
    const label = route.replace(/^\/journeys\/[^/]+$/, '/journeys/:id');
    lines.push(
      `  ${median(lcp) <= COLD_LOAD_TARGET_MS ? 'ok  ' : 'MISS'} ${label.padEnd(15)} FCP ${spread(results.map((r) => r.fcp)).padEnd(16)} LCP ${spread(lcp).padEnd(16)} TBT ${spread(results.map((r) => r.tbt))} ms  (${results.length} runs${failed.length ? `, ${failed.length} could not measure` : ''})`,
    );
  }
  return [
    `Signed-in cold loads, Lighthouse desktop, median (min–max) in ms; target LCP <= ${COLD_LOAD_TARGET_MS}:`,
    ...lines,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i > -1 ? process.argv[i + 1] : undefined;
  };
  const runs = Number(arg('--runs') ?? process.env.LIGHTHOUSE_RUNS ?? 3);
  const given = arg('--url');
  if (given) {
    console.log(await coldLoadReport(given, { runs }));
  } else {
    const { startBenchApp } = await import('./lighthouse.mjs');
    const app = await startBenchApp();
    try {
      console.log(await coldLoadReport(app.url, { runs }));
    } finally {
      await app.stop();
    }
  }
}
