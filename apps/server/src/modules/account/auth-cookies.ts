import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../../auth/app-env';

/** Passes better-auth's Set-Cookie headers (e.g. the cleared session cookies) to the client. */
export function forwardSetCookies(c: Context<AppEnv>, headers: Headers): void {
  for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
}

/** Clears better-auth's session cookies in this browser, for a session that no longer exists. */
export async function expireSessionCookies(c: Context<AppEnv>): Promise<void> {
  const { authCookies } = await c.var.deps.auth.$context;
  for (const cookie of [
    authCookies.sessionToken,
    authCookies.sessionData,
    authCookies.dontRememberToken,
  ]) {
    const { sameSite, ...attributes } = cookie.attributes;
    setCookie(c, cookie.name, '', {
      ...attributes,
      sameSite: sameSite as 'lax' | 'strict' | 'none' | undefined,
      maxAge: 0,
    });
  }
}
