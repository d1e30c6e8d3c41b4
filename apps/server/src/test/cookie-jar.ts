/**
 * The cookies a browser would keep across the steps of a flow (sign-in, two-factor challenge,
 * OAuth state): expired or emptied cookies are dropped, the rest are replayed.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** A jar holding the cookies of a `cookie` request header (e.g. from TestApp.signUp()). */
  static from(cookieHeader: string): CookieJar {
    const jar = new CookieJar();
    for (const pair of cookieHeader.split(';')) {
      const eq = pair.indexOf('=');
      if (eq > 0) jar.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return jar;
  }

  /** Keeps the cookies a response sets; answers the response for chaining. */
  store(res: Response): Response {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=(0|-\d+)\s*$/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  has(fragment: string): boolean {
    return [...this.cookies.keys()].some((name) => name.includes(fragment));
  }

  toString(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
