// @database-independent: the published keys and token signatures (run on PGlite only).
import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

type Jwks = { keys: Record<string, unknown>[] };

describe('JWKS for services that verify our tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('publishes the same public keys at /api/auth/jwks and /.well-known/jwks.json', async () => {
    const res = await t.request('/api/auth/jwks');
    expect(res.status).toBe(200);
    const jwks = (await res.json()) as Jwks;
    expect(jwks.keys.length).toBeGreaterThan(0);
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(jwks.keys[0]?.kid).toEqual(expect.any(String));
    for (const key of jwks.keys) expect(key).not.toHaveProperty('d');

    const wellKnown = await t.request('/.well-known/jwks.json');
    expect(wellKnown.status).toBe(200);
    expect(await wellKnown.json()).toEqual(jwks);
  });

  it('signs no JWT on ordinary requests', async () => {
    const user = await t.signUp();
    const res = await t.request('/api/auth/get-session', { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-auth-jwt')).toBeNull();
  });

  it('issues a token on request that verifies against the published key', async () => {
    const user = await t.signUp();
    const res = await t.request('/api/auth/token', { cookie: user.cookie });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    const [header, payload, signature] = token.split('.');
    const { kid } = JSON.parse(Buffer.from(header!, 'base64url').toString()) as { kid: string };
    const jwks = (await (await t.request('/.well-known/jwks.json')).json()) as Jwks;
    const jwk = jwks.keys.find((k) => k.kid === kid)!;
    const key = createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' });
    const valid = verify(
      null,
      Buffer.from(`${header}.${payload}`),
      key,
      Buffer.from(signature!, 'base64url'),
    );
    expect(valid).toBe(true);
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sub: string };
    expect(claims.sub).toBe(user.id);
  });
});
