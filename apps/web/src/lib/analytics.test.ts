import type { Me } from '@updately/shared/me-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const posthog = vi.hoisted(() => ({
  init: vi.fn(),
  capture: vi.fn(),
  identify: vi.fn(),
  reset: vi.fn(),
}));
const config = vi.hoisted(() => ({ current: null as unknown }));

vi.mock('posthog-js', () => ({ default: posthog }));
vi.mock('./public-config', () => ({ loadPublicConfig: async () => config.current }));

const { scrubCapture, startAnalytics, withoutQuery } = await import('./analytics');
const { queryClient } = await import('./query-client');
const { meQueryOptions } = await import('./session');

type Location = { pathname: string; search: string };

function fakeRouter(pathname = '/') {
  const listeners = new Set<(state: { location: Location }) => void>();
  const router = {
    state: { location: { pathname, search: '' } },
    subscribe(listener: (state: { location: Location }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(next: string) {
      const [path, search = ''] = next.split('?');
      router.state = { location: { pathname: path!, search: search ? `?${search}` : '' } };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}

const signedIn = (id: string): Me => ({
  user: {
    id,
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    emailVerified: true,
    image: null,
    twoFactorEnabled: false,
    phoneNumber: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  profile: null,
  isAdmin: false,
  isBusinessMember: false,
  safe_mode: false,
});
const visitor: Me = {
  user: null,
  profile: null,
  isAdmin: false,
  isBusinessMember: false,
  safe_mode: false,
};

beforeEach(() => {
  vi.clearAllMocks();
  queryClient.clear();
  // The observer would fetch /api/me: answer from the cache only.
  queryClient.setQueryDefaults(meQueryOptions.queryKey, { staleTime: Infinity });
  queryClient.setQueryData(meQueryOptions.queryKey, visitor);
  vi.stubGlobal('window', { location: { href: 'http://localhost/' } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startAnalytics', () => {
  it('loads nothing without a PostHog key', async () => {
    config.current = { posthog: null };
    expect(await startAnalytics(fakeRouter())).toBeNull();
    expect(posthog.init).not.toHaveBeenCalled();
  });

  it('initialises PostHog as the spec says', async () => {
    config.current = { posthog: { key: 'phc_test', host: 'https://eu.i.posthog.com' } };
    const analytics = await startAnalytics(fakeRouter());
    expect(posthog.init).toHaveBeenCalledWith(
      'phc_test',
      expect.objectContaining({
        api_host: 'https://eu.i.posthog.com',
        capture_pageview: false,
        person_profiles: 'identified_only',
        session_idle_timeout_seconds: 1800,
      }),
    );
    analytics?.stop();
  });

  it('captures one $pageview per route change, not for hash-only changes', async () => {
    config.current = { posthog: { key: 'phc_test', host: 'https://us.i.posthog.com' } };
    const router = fakeRouter('/');
    const analytics = await startAnalytics(router);
    router.go('/faq');
    router.go('/faq');
    router.go('/about?tab=team');
    const views = posthog.capture.mock.calls.filter(([event]) => event === '$pageview');
    expect(views).toHaveLength(3);
    analytics?.stop();
    router.go('/security');
    expect(posthog.capture).toHaveBeenCalledTimes(3);
  });

  it('identifies after sign-in by id only, and resets on sign-out', async () => {
    config.current = { posthog: { key: 'phc_test', host: 'https://us.i.posthog.com' } };
    const analytics = await startAnalytics(fakeRouter());
    expect(posthog.identify).not.toHaveBeenCalled();

    queryClient.setQueryData(meQueryOptions.queryKey, signedIn('user-1'));
    expect(posthog.identify).toHaveBeenCalledExactlyOnceWith('user-1');
    queryClient.setQueryData(meQueryOptions.queryKey, signedIn('user-1'));
    expect(posthog.identify).toHaveBeenCalledTimes(1);

    queryClient.setQueryData(meQueryOptions.queryKey, visitor);
    expect(posthog.reset).toHaveBeenCalledTimes(1);
    analytics?.stop();
  });

  it('identifies a session that was already loaded, and resets when the cache is cleared', async () => {
    config.current = { posthog: { key: 'phc_test', host: 'https://us.i.posthog.com' } };
    queryClient.setQueryData(meQueryOptions.queryKey, signedIn('user-2'));
    const analytics = await startAnalytics(fakeRouter());
    expect(posthog.identify).toHaveBeenCalledExactlyOnceWith('user-2');
    queryClient.removeQueries({ queryKey: meQueryOptions.queryKey });
    expect(posthog.reset).toHaveBeenCalledTimes(1);
    analytics?.stop();
  });
});

describe('no secrets in query strings reach PostHog (L8)', () => {
  const RESET = 'http://localhost/reset-password?token=s3cret-reset-token#top';

  it('captures the page view of /reset-password?token=... without the token', async () => {
    config.current = { posthog: { key: 'phc_test', host: 'https://us.i.posthog.com' } };
    vi.stubGlobal('window', { location: { href: RESET } });
    const analytics = await startAnalytics(fakeRouter('/reset-password'));
    const [, properties] = posthog.capture.mock.calls.find(([event]) => event === '$pageview')!;
    expect(properties).toEqual({ $current_url: 'http://localhost/reset-password' });
    expect(JSON.stringify(posthog.capture.mock.calls)).not.toContain('s3cret');
    analytics?.stop();
  });

  it('strips every address in every event before it is sent', async () => {
    config.current = { posthog: { key: 'phc_test', host: 'https://us.i.posthog.com' } };
    const analytics = await startAnalytics(fakeRouter());
    const [, options] = posthog.init.mock.calls[0]!;
    expect(options.before_send).toBe(scrubCapture);
    const event = scrubCapture({
      uuid: '1',
      event: '$autocapture',
      properties: {
        $current_url: RESET,
        $referrer: 'http://localhost/login?token=abc&redirectTo=%2F',
        $pathname: '/reset-password',
        count: 2,
      },
      $set_once: { $initial_current_url: RESET },
    });
    expect(event?.properties).toEqual({
      $current_url: 'http://localhost/reset-password',
      $referrer: 'http://localhost/login',
      $pathname: '/reset-password',
      count: 2,
    });
    expect(event?.$set_once).toEqual({ $initial_current_url: 'http://localhost/reset-password' });
    expect(scrubCapture(null)).toBeNull();
    analytics?.stop();
  });

  it('keeps addresses without a query as they are', () => {
    expect(withoutQuery('https://updately.com.au/faq')).toBe('https://updately.com.au/faq');
    expect(withoutQuery('https://updately.com.au/?token=x')).toBe('https://updately.com.au/');
  });
});
