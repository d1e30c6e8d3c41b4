// @database-independent: the OIDC exchange with a stand-in provider; the database only stores the account (run on PGlite only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActionsOf, authPost, me, uniqueEmail } from '../test/auth-flows';
import { CookieJar } from '../test/cookie-jar';
import { pathOf } from '../test/mailbox';
import { startOidcStandIn, type OidcStandIn } from '../test/oidc-stand-in';
import { createTestApp, type TestApp } from '../test/test-app';

describe('single sign-on with any OpenID Connect provider (SSO_DISCOVERY_URL)', () => {
  let t: TestApp;
  let idp: OidcStandIn;
  beforeAll(async () => {
    idp = await startOidcStandIn({ clientId: 'updately', clientSecret: 'sso-secret' });
    t = await createTestApp({
      config: {
        SSO_PROVIDER_ID: 'acme-sso',
        SSO_DISCOVERY_URL: idp.discoveryUrl,
        SSO_CLIENT_ID: 'updately',
        SSO_CLIENT_SECRET: 'sso-secret',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  async function ssoSignIn(jar: CookieJar) {
    const start = await authPost(
      t,
      '/sign-in/social',
      { provider: 'acme-sso', callbackURL: '/dashboard' },
      jar,
    );
    expect(start.status).toBe(200);
    const authorize = new URL(((await start.json()) as { url: string }).url);
    const atIdp = await fetch(authorize, { redirect: 'manual' });
    const callback = await t.request(pathOf(atIdp.headers.get('location')!), {
      cookie: jar.toString(),
    });
    jar.store(callback);
    return { authorize, callback };
  }

  it('runs the discovered authorization-code flow with PKCE and a nonce, and signs in', async () => {
    const email = uniqueEmail('sso');
    idp.signInAs({
      sub: 'employee-42',
      email,
      name: 'Sam Ortiz',
      given_name: 'Sam',
      family_name: 'Ortiz',
    });
    const jar = new CookieJar();
    const { authorize, callback } = await ssoSignIn(jar);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${idp.url}/authorize`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/auth/callback/acme-sso',
    );

    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toMatch(/\/dashboard$/);
    const signedIn = await me(t, jar);
    expect(signedIn.user?.email).toBe(email);
    expect(signedIn.profile).toMatchObject({
      first_name: 'Sam',
      last_name: 'Ortiz',
      auth_provider: 'acme-sso',
    });
    expect(await auditActionsOf(t, signedIn.user!.id)).toEqual([
      'user.signup',
      'identity.link',
      'user.signin',
    ]);

    const again = new CookieJar();
    await ssoSignIn(again);
    expect((await me(t, again)).user?.id).toBe(signedIn.user!.id);
  });

  it('refuses a provider nobody configured', async () => {
    const res = await authPost(t, '/sign-in/social', { provider: 'unknown-idp', callbackURL: '/' });
    expect(res.status).toBe(404);
  });
});
