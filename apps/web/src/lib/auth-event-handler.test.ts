import { QueryClient } from '@tanstack/react-query';
import type { Me } from '@updately/shared/me-api';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { authEventHandler, handleAuthEvents } from './auth-event-handler';
import { AUTH_EVENTS, emitAuthEvent, onAuthEvent } from './auth-events';
import { meQueryOptions, SIGNED_OUT_ME } from './session';

const SIGNED_IN_ME = {
  user: { id: 'u1', email: 'ada@example.com' },
  profile: { first_name: 'Ada' },
  isAdmin: false,
} as unknown as Me;

function seeded() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryOptions.queryKey, SIGNED_IN_ME);
  queryClient.setQueryData(['journeys'], { items: [1] });
  queryClient.setQueryData(['account', 'profile'], { first_name: 'Ada' });
  return queryClient;
}

const stale = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

describe('auth events', () => {
  it('names the seven events of SPEC.md section 4', () => {
    expect(AUTH_EVENTS).toEqual([
      'INITIAL_SESSION',
      'SIGNED_IN',
      'SIGNED_OUT',
      'TOKEN_REFRESHED',
      'USER_UPDATED',
      'PASSWORD_RECOVERY',
      'MFA_CHALLENGE_VERIFIED',
    ]);
  });

  it('reaches every follower, even when one fails, until it stops following', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: string[] = [];
    const stopFailing = onAuthEvent(() => {
      throw new Error('boom');
    });
    const stop = onAuthEvent((event) => seen.push(event));
    emitAuthEvent('SIGNED_IN');
    stop();
    stopFailing();
    emitAuthEvent('SIGNED_OUT');
    expect(seen).toEqual(['SIGNED_IN']);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('signed out: no session, profile or admin flag, and no cached user data', () => {
    const queryClient = seeded();
    authEventHandler(queryClient)('SIGNED_OUT');
    expect(queryClient.getQueryData(meQueryOptions.queryKey)).toEqual(SIGNED_OUT_ME);
    expect(queryClient.getQueryData(['journeys'])).toBeUndefined();
    expect(queryClient.getQueryData(['account', 'profile'])).toBeUndefined();
  });

  it('signed in: drops what was cached and reloads the user', () => {
    const queryClient = seeded();
    authEventHandler(queryClient)('SIGNED_IN');
    expect(queryClient.getQueryData(['journeys'])).toBeUndefined();
    expect(stale(queryClient, meQueryOptions.queryKey)).toBe(true);
  });

  it('MFA challenge verified: the user and the freshness are read again, nothing dropped', () => {
    const queryClient = seeded();
    queryClient.setQueryData(['account', 'reauthenticate'], { freshUntil: null });
    authEventHandler(queryClient)('MFA_CHALLENGE_VERIFIED');
    expect(stale(queryClient, meQueryOptions.queryKey)).toBe(true);
    expect(stale(queryClient, ['account', 'reauthenticate'])).toBe(true);
    expect(queryClient.getQueryData(['journeys'])).toEqual({ items: [1] });
  });

  it('user updated: the user and the account are read again, nothing is dropped', () => {
    const queryClient = seeded();
    authEventHandler(queryClient)('USER_UPDATED');
    expect(stale(queryClient, meQueryOptions.queryKey)).toBe(true);
    expect(stale(queryClient, ['account', 'profile'])).toBe(true);
    expect(stale(queryClient, ['journeys'])).toBe(false);
    expect(queryClient.getQueryData(meQueryOptions.queryKey)).toEqual(SIGNED_IN_ME);
  });

  it('initial session, token refreshed and password recovery change nothing cached', () => {
    const queryClient = seeded();
    const handle = authEventHandler(queryClient);
    for (const event of ['INITIAL_SESSION', 'TOKEN_REFRESHED', 'PASSWORD_RECOVERY'] as const) {
      handle(event);
    }
    expect(stale(queryClient, meQueryOptions.queryKey)).toBe(false);
    expect(queryClient.getQueryData(['journeys'])).toEqual({ items: [1] });
  });

  it('installed once, it handles events emitted anywhere', () => {
    const queryClient = seeded();
    stops.push(handleAuthEvents(queryClient));
    emitAuthEvent('SIGNED_OUT');
    expect(queryClient.getQueryData(meQueryOptions.queryKey)).toEqual(SIGNED_OUT_ME);
  });
});
