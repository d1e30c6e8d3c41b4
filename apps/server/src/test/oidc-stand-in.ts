import { createHash, generateKeyPairSync, randomBytes, sign, type JsonWebKey } from 'node:crypto';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';

export type OidcUser = {
  sub: string;
  email: string;
  name: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
};

type Grant = {
  clientId: string;
  redirectUri: string;
  codeChallenge?: string;
  nonce?: string;
  scope: string;
  user: OidcUser;
};

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * A small OpenID Connect provider speaking the real protocol: discovery, authorization code with
 * PKCE (S256), token endpoint (client_secret_basic or _post), RS256-signed ID tokens, JWKS and
 * userinfo. `signInAs()` chooses who the next authorization request signs in as.
 */
export async function startOidcStandIn(options: {
  clientId: string;
  clientSecret: string;
  /** The `iss` of ID tokens; defaults to the stand-in's own URL. */
  issuer?: string;
}) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const jwk: JsonWebKey = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, OidcUser>();
  const authorizeRequests: URLSearchParams[] = [];
  let nextUser: OidcUser | undefined;
  let url = '';
  const issuer = () => options.issuer ?? url;

  function idToken(user: OidcUser, extra: { audience?: string; nonce?: string } = {}) {
    const now = Math.floor(Date.now() / 1000);
    const header = b64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }));
    const claims = {
      iss: issuer(),
      aud: extra.audience ?? options.clientId,
      iat: now,
      exp: now + 3600,
      email_verified: true,
      ...user,
      ...(extra.nonce ? { nonce: extra.nonce } : {}),
    };
    const payload = b64url(JSON.stringify(claims));
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey);
    return `${header}.${payload}.${b64url(signature)}`;
  }

  function clientOf(authorization: string | undefined, form: Record<string, unknown>) {
    if (authorization?.startsWith('Basic ')) {
      const [id, secret] = Buffer.from(authorization.slice(6), 'base64').toString().split(':');
      return { id: decodeURIComponent(id ?? ''), secret: decodeURIComponent(secret ?? '') };
    }
    return { id: String(form.client_id ?? ''), secret: String(form.client_secret ?? '') };
  }

  const app = new Hono()
    .get('/.well-known/openid-configuration', (c) =>
      c.json({
        issuer: issuer(),
        authorization_endpoint: `${url}/authorize`,
        token_endpoint: `${url}/token`,
        userinfo_endpoint: `${url}/userinfo`,
        jwks_uri: `${url}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        scopes_supported: ['openid', 'email', 'profile'],
      }),
    )
    .get('/jwks', (c) => c.json({ keys: [jwk] }))
    .get('/authorize', (c) => {
      const query = new URL(c.req.url).searchParams;
      authorizeRequests.push(query);
      const redirectUri = query.get('redirect_uri');
      if (query.get('client_id') !== options.clientId || !redirectUri) {
        return c.json({ error: 'invalid_client' }, 400);
      }
      const target = new URL(redirectUri);
      target.searchParams.set('state', query.get('state') ?? '');
      if (!nextUser) {
        target.searchParams.set('error', 'access_denied');
        return c.redirect(target.toString(), 302);
      }
      const code = randomBytes(16).toString('hex');
      grants.set(code, {
        clientId: options.clientId,
        redirectUri,
        codeChallenge: query.get('code_challenge') ?? undefined,
        nonce: query.get('nonce') ?? undefined,
        scope: query.get('scope') ?? 'openid',
        user: nextUser,
      });
      target.searchParams.set('code', code);
      return c.redirect(target.toString(), 302);
    })
    .post('/token', async (c) => {
      const form = await c.req.parseBody();
      const client = clientOf(c.req.header('authorization'), form);
      if (client.id !== options.clientId || client.secret !== options.clientSecret) {
        return c.json({ error: 'invalid_client' }, 401);
      }
      const grant = grants.get(String(form.code ?? ''));
      grants.delete(String(form.code ?? ''));
      if (form.grant_type !== 'authorization_code' || !grant) {
        return c.json({ error: 'invalid_grant' }, 400);
      }
      const verifier = String(form.code_verifier ?? '');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (grant.redirectUri !== form.redirect_uri || grant.codeChallenge !== challenge) {
        return c.json({ error: 'invalid_grant', error_description: 'PKCE or redirect_uri' }, 400);
      }
      const accessToken = randomBytes(16).toString('hex');
      accessTokens.set(accessToken, grant.user);
      return c.json({
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: randomBytes(16).toString('hex'),
        scope: grant.scope,
        id_token: idToken(grant.user, { nonce: grant.nonce }),
      });
    })
    .get('/userinfo', (c) => {
      const user = accessTokens.get(c.req.header('authorization')?.replace(/^Bearer /, '') ?? '');
      return user
        ? c.json({ email_verified: true, ...user })
        : c.json({ error: 'invalid_token' }, 401);
    });

  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url,
    discoveryUrl: `${url}/.well-known/openid-configuration`,
    authorizeRequests,
    signInAs(user: OidcUser | undefined) {
      nextUser = user;
    },
    idToken,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type OidcStandIn = Awaited<ReturnType<typeof startOidcStandIn>>;

const GOOGLE_ROUTES: Record<string, string> = {
  'https://oauth2.googleapis.com/token': '/token',
  'https://www.googleapis.com/oauth2/v3/certs': '/jwks',
};

/**
 * better-auth fetches Google's token and certificate URLs itself (they are not configurable):
 * this sends those two to the stand-in and everything else through. Answers a restore function.
 */
export function routeGoogleTo(standIn: OidcStandIn): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const href = input instanceof Request ? input.url : String(input);
    const path = GOOGLE_ROUTES[href.split('?')[0] ?? ''];
    if (!path) return original(input, init);
    return original(
      input instanceof Request ? new Request(standIn.url + path, input) : standIn.url + path,
      init,
    );
  };
  return () => {
    globalThis.fetch = original;
  };
}
