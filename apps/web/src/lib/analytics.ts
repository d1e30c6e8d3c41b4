import { ANALYTICS_SESSION_IDLE_S } from '@updately/shared/constants';
import type { Me } from '@updately/shared/me-api';
import type { PublicConfig } from '@updately/shared/public-config';
import { QueryObserver } from '@tanstack/react-query';
import type { CaptureResult, PostHog } from 'posthog-js';

import { loadPublicConfig } from './public-config';
import { queryClient } from './query-client';
import { meQueryOptions } from './session';

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
  const config = await loadPublicConfig();
  if (!config?.posthog) return null;
  const { default: posthog } = await import('posthog-js');
  initPostHog(posthog, config.posthog);
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

/**
 * An address without its query string and fragment: a password-reset `token` (or any secret a
 * link carries there) never leaves for PostHog (L8).
 */
export function withoutQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** Properties holding an address, in the event and in the person properties PostHog sets. */
const isUrlProperty = (key: string) => /(?:url|referrer)$/i.test(key);

function scrubProperties<T extends Record<string, unknown> | undefined>(properties: T): T {
  if (!properties) return properties;
  const scrubbed: Record<string, unknown> = { ...properties };
  for (const [key, value] of Object.entries(scrubbed)) {
    if (typeof value === 'string' && isUrlProperty(key)) scrubbed[key] = withoutQuery(value);
  }
  return scrubbed as T;
}

/** PostHog's `before_send`: every address in an event loses its query string and fragment. */
export function scrubCapture(event: CaptureResult | null): CaptureResult | null {
  if (!event) return event;
  return {
    ...event,
    properties: scrubProperties(event.properties),
    $set: scrubProperties(event.$set),
    $set_once: scrubProperties(event.$set_once),
  };
}

function initPostHog(posthog: PostHog, settings: NonNullable<PublicConfig['posthog']>) {
  posthog.init(settings.key, {
    api_host: settings.host,
    capture_pageview: false,
    capture_pageleave: false,
    person_profiles: 'identified_only',
    session_idle_timeout_seconds: ANALYTICS_SESSION_IDLE_S,
    // The CSP allows scripts from our origin and the PostHog host only: no recorder, surveys or
    // toolbar loaded from PostHog's asset CDN.
    disable_external_dependency_loading: true,
    disable_session_recording: true,
    disable_surveys: true,
    autocapture: false,
    // No feature flags are used: skip the /flags call.
    advanced_disable_flags: true,
    before_send: scrubCapture,
  });
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
