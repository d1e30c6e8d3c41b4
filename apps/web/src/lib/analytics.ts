import type { Me } from '@updately/shared/me-api';
import { QueryObserver } from '@tanstack/react-query';
import type { PostHog } from 'posthog-js';

import { loadPostHog, withoutQuery } from './posthog';
import { queryClient } from './query-client';
import { meQueryOptions } from './session';

export { scrubCapture, withoutQuery } from './posthog';

/** What analytics needs from the app's data router: the location, and a way to follow it. */
export type RouterLike = {
  state: { location: { pathname: string; search: string } };
  subscribe(listener: (state: { location: { pathname: string; search: string } }) => void): unknown;
};

export type Analytics = { posthog: PostHog; stop(): void };

/**
 * PostHog, only when the server has a key (nothing is downloaded otherwise): automatic page views
 * off, one `$pageview` per route change, profiles only for identified people, identify after
 * sign-in (by user id only: no email or name leaves for PostHog), reset on sign-out.
 */
export async function startAnalytics(router: RouterLike): Promise<Analytics | null> {
  const posthog = await loadPostHog();
  if (!posthog) return null;
  const stopPageViews = trackPageViews(posthog, router);
  const stopIdentity = trackIdentity(posthog);
  return {
    posthog,
    stop() {
      stopPageViews();
      stopIdentity();
    },
  };
}

function trackPageViews(posthog: PostHog, router: RouterLike) {
  let last = '';
  const capture = ({ pathname, search }: { pathname: string; search: string }) => {
    // A change of hash only (an in-page link) is not a new page.
    if (pathname + search === last) return;
    last = pathname + search;
    posthog.capture('$pageview', { $current_url: withoutQuery(window.location.href) });
  };
  capture(router.state.location);
  const unsubscribe = router.subscribe((state) => capture(state.location));
  return () => {
    if (typeof unsubscribe === 'function') unsubscribe();
  };
}

/** Follows the same ['me'] query as `useMe()`, so sign-in and sign-out are seen wherever they happen. */
function trackIdentity(posthog: PostHog) {
  let identified: string | null = null;
  const apply = (me: Me | undefined) => {
    if (!me) return;
    if (me.user && me.user.id !== identified) {
      posthog.identify(me.user.id);
      identified = me.user.id;
    } else if (!me.user && identified) {
      posthog.reset();
      identified = null;
    }
  };
  const observer = new QueryObserver(queryClient, meQueryOptions);
  const stopObserver = observer.subscribe((result) => apply(result.data));
  // The header may have loaded the session already: a fresh result notifies no one.
  apply(observer.getCurrentResult().data);
  const stopCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== observer.getCurrentQuery().queryHash) return;
    if (event.type === 'removed') {
      // Cleared on sign-out: forget the person, then follow the query that replaces it.
      if (identified) posthog.reset();
      identified = null;
      queueMicrotask(() => observer.setOptions(meQueryOptions));
    }
  });
  return () => {
    stopObserver();
    stopCache();
  };
}
