import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionCookieHeader, sessionCookieOf, signedValueOf } from './session-cookie';

const NAME = 'updately.session_token';
const TOKEN = 'abc123XYZ';
const SIGNATURE = createHmac('sha256', 'secret').update(TOKEN).digest('base64');
const VALUE = encodeURIComponent(`${TOKEN}.${SIGNATURE}`);

describe('sessionCookieOf', () => {
  it('reads the one session cookie among others, whatever they hold', () => {
    const header = `sidebar_state=true; a="quoted, value"; ${NAME}=${VALUE}; b=`;
    expect(sessionCookieOf(header, NAME)).toEqual({
      status: 'present',
      token: TOKEN,
      signature: SIGNATURE,
    });
    expect(sessionCookieOf(`  ${NAME}=${VALUE}\t`, NAME).status).toBe('present');
  });

  it('answers absent without the cookie, or with only a similar name', () => {
    expect(sessionCookieOf(undefined, NAME)).toEqual({ status: 'absent' });
    expect(sessionCookieOf('sidebar_state=true', NAME)).toEqual({ status: 'absent' });
    expect(sessionCookieOf(`x${NAME}=${VALUE}; ${NAME}x=1`, NAME)).toEqual({ status: 'absent' });
    expect(sessionCookieOf(`${NAME}; other=1`, NAME)).toEqual({ status: 'absent' });
    expect(sessionCookieOf(`${NAME}=; other=1`, NAME)).toEqual({ status: 'absent' });
  });

  it('refuses the name twice, however the copies are spelt', () => {
    for (const second of [VALUE, '', 'x', `"${VALUE}"`]) {
      expect(sessionCookieOf(`${NAME}=${VALUE}; ${NAME}=${second}`, NAME).status).toBe('malformed');
      expect(sessionCookieOf(`${NAME}=${second};${NAME}=${VALUE}`, NAME).status).toBe('malformed');
    }
    // better-call trims every kind of whitespace around a name, Hono only spaces and tabs.
    expect(sessionCookieOf(`${NAME}=${VALUE}; \u00a0${NAME}=${VALUE}`, NAME).status).toBe(
      'malformed',
    );
  });

  it('refuses a value outside the grammar: quotes, whitespace inside, base64url, no padding', () => {
    const urlSafe = encodeURIComponent(
      `${TOKEN}.${SIGNATURE.replace(/\+/g, '-').replace(/\//g, '_')}`,
    );
    for (const value of [
      `"${VALUE}"`,
      `"${VALUE}x`,
      `${VALUE} x`,
      `${TOKEN}.${SIGNATURE}`.replace('=', ''),
      `${TOKEN}.${'A'.repeat(42)}==`,
      `with.dots.${encodeURIComponent(SIGNATURE)}`,
      `${TOKEN}-x.${encodeURIComponent(SIGNATURE)}`,
      '%E0%A4%A',
    ]) {
      expect(sessionCookieOf(`${NAME}=${value}`, NAME).status, value).toBe('malformed');
    }
    if (urlSafe !== VALUE)
      expect(sessionCookieOf(`${NAME}=${urlSafe}`, NAME).status).toBe('malformed');
  });

  it('uses the name it is given, the production __Secure- name included', () => {
    const secure = `__Secure-${NAME}`;
    expect(sessionCookieOf(`${NAME}=x; ${secure}=${VALUE}`, secure).status).toBe('present');
    expect(sessionCookieOf(`${secure}=${VALUE}; ${secure}=${VALUE}`, secure).status).toBe(
      'malformed',
    );
  });
});

describe('signedValueOf and sessionCookieHeader', () => {
  it('accept the value better-call writes, spelt with or without percent-encoding', () => {
    expect(signedValueOf(VALUE)).toEqual({ token: TOKEN, signature: SIGNATURE });
    expect(signedValueOf(`${TOKEN}.${SIGNATURE}`)).toEqual({ token: TOKEN, signature: SIGNATURE });
  });

  it('write the cookie back exactly as better-call writes it', () => {
    expect(sessionCookieHeader(NAME, { token: TOKEN, signature: SIGNATURE })).toBe(
      `${NAME}=${VALUE}`,
    );
  });
});
