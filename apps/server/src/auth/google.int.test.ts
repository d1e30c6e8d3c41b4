// @database-independent: the OAuth exchange with Google's stand-in; the database only stores the account (run on PGlite only).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema';
import {
  auditActionsOf,
  authGet,
  authPost,
  me,
  uniqueEmail,
  type AuthError,
} from '../test/auth-flows';
import { CookieJar } from '../test/cookie-jar';
import { pathOf } from '../test/mailbox';
import {
  routeGoogleTo,
  startOidcStandIn,
  type OidcStandIn,
  type OidcUser,
} from '../test/oidc-stand-in';
import { createTestApp, type TestApp } from '../test/test-app';

const CLIENT_ID = 'updately-test.apps.googleusercontent.com';
const googleUser = (email = uniqueEmail('gina')): OidcUser => ({
  sub: crypto.randomUUID(),
  email,
  name: 'Gina Google',
  given_name: 'Gina',
  family_name: 'Google',
});

describe('Google sign-in (OAuth with PKCE, One Tap, linking) against a local OIDC stand-in', () => {
  let t: TestApp;
  let google: OidcStandIn;
  let restoreFetch: () => void;
  beforeAll(async () => {
    google = await startOidcStandIn({
      clientId: CLIENT_ID,
      clientSecret: 'google-secret',
      issuer: 'https://accounts.google.com',
    });
    restoreFetch = routeGoogleTo(google);
    t = await createTestApp({
      config: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'google-secret' },
    });
  });
  afterAll(async () => {
    await t.close();
    restoreFetch();
    await google.close();
  });

  /**
   * What the browser does: starts at better-auth, goes to Google's authorize URL (served by the
   * stand-in), comes back to the callback. Answers the callback's response.
   */
  async function redirectFlow(jar: CookieJar, path: string, body: Record<string, unknown>) {
    const start = await authPost(t, path, body, jar);
    expect(start.status).toBe(200);
    const authorize = new URL(((await start.json()) as { url: string }).url);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(
      'https://accounts.google.com/o/oauth2/v2/auth',
    );
    const atGoogle = await fetch(`${google.url}/authorize${authorize.search}`, {
      redirect: 'manual',
    });
    const callback = atGoogle.headers.get('location')!;
    expect(callback).toMatch(/^http:\/\/localhost:3000\/api\/auth\/callback\/google\?/);
    return {
      authorize,
      callback: jar.store(await t.request(pathOf(callback), { cookie: jar.toString() })),
    };
  }

  it('signs a new user up with offline access and a consent prompt, landing on /dashboard', async () => {
    const who = googleUser();
    google.signInAs(who);
    const jar = new CookieJar();
    const { authorize, callback } = await redirectFlow(jar, '/sign-in/social', {
      provider: 'google',
      callbackURL: '/dashboard',
    });
    const query = authorize.searchParams;
    expect(query.get('access_type')).toBe('offline');
    expect(query.get('prompt')).toBe('consent');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('client_id')).toBe(CLIENT_ID);
    expect(query.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));

    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toMatch(/^(http:\/\/localhost:3000)?\/dashboard$/);
    const signedIn = await me(t, jar);
    expect(signedIn.user).toMatchObject({ email: who.email, emailVerified: true });
    expect(signedIn.profile).toMatchObject({
      first_name: 'Gina',
      last_name: 'Google',
      auth_provider: 'google',
    });
    const [account] = await t.database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, signedIn.user!.id), eq(accounts.providerId, 'google')));
    expect(account?.accountId).toBe(who.sub);
    // Offline access is asked for (the spec), but no provider token is kept (L6).
    expect(account).toMatchObject({ refreshToken: null, accessToken: null, idToken: null });
    expect(await auditActionsOf(t, signedIn.user!.id)).toEqual([
      'user.signup',
      'identity.link',
      'user.signin',
    ]);
  });

  it('sends a refusal at Google back as an error the login page can show', async () => {
    google.signInAs(undefined);
    const jar = new CookieJar();
    const { callback } = await redirectFlow(jar, '/sign-in/social', {
      provider: 'google',
      callbackURL: '/dashboard',
      errorCallbackURL: '/login',
    });
    const target = new URL(callback.headers.get('location')!, 'http://localhost:3000');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('error')).toBe('access_denied');
    expect(jar.has('session_token')).toBe(false);
  });

  it('links Google to a signed-in account, which can then unlink it again', async () => {
    const user = await t.signUp();
    const jar = CookieJar.from(user.cookie);
    google.signInAs(googleUser(user.email));
    const { callback } = await redirectFlow(jar, '/link-social', {
      provider: 'google',
      callbackURL: '/profile',
    });
    expect(callback.headers.get('location')).toMatch(/\/profile$/);
    const listed = (await (await authGet(t, '/list-accounts', jar)).json()) as {
      id: string;
      providerId: string;
    }[];
    expect(listed.map((a) => a.providerId).sort()).toEqual(['credential', 'google']);

    const googleAccount = listed.find((a) => a.providerId === 'google')!;
    const unlink = await authPost(t, '/unlink-account', { accountId: googleAccount.id }, jar);
    expect(unlink.status).toBe(200);
    const actions = await auditActionsOf(t, user.id);
    expect(actions).toContain('identity.link');
    expect(actions).toContain('identity.unlink');
  });

  it('refuses to link a Google account with another email address', async () => {
    const user = await t.signUp();
    const jar = CookieJar.from(user.cookie);
    google.signInAs(googleUser(uniqueEmail('other')));
    const { callback } = await redirectFlow(jar, '/link-social', {
      provider: 'google',
      callbackURL: '/profile',
    });
    expect(
      new URL(callback.headers.get('location')!, 'http://x').searchParams.get('error'),
    ).toBeTruthy();
    const listed = (await (await authGet(t, '/list-accounts', jar)).json()) as unknown[];
    expect(listed).toHaveLength(1);
  });

  it('signs an existing account in with Google when the address matches (trusted provider)', async () => {
    const user = await t.signUp();
    google.signInAs(googleUser(user.email));
    const jar = new CookieJar();
    await redirectFlow(jar, '/sign-in/social', { provider: 'google', callbackURL: '/dashboard' });
    expect((await me(t, jar)).user?.id).toBe(user.id);
  });

  describe('Google ID token (One Tap)', () => {
    it('signs in with a token signed by Google', async () => {
      const who = googleUser();
      const jar = new CookieJar();
      const res = await authPost(t, '/one-tap/callback', { idToken: google.idToken(who) }, jar);
      expect(res.status).toBe(200);
      const signedIn = await me(t, jar);
      expect(signedIn.user?.email).toBe(who.email);
      expect(signedIn.profile).toMatchObject({ auth_provider: 'google' });
    });

    it('refuses a token minted for another app', async () => {
      const res = await authPost(t, '/one-tap/callback', {
        idToken: google.idToken(googleUser(), { audience: 'someone-else' }),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as AuthError).message).toBe('invalid id token');
    });
  });
});
