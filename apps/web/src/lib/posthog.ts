import { ANALYTICS_SESSION_IDLE_S } from '@updately/shared/constants';
import type { PublicConfig } from '@updately/shared/public-config';
import type { CaptureResult, PostHog } from 'posthog-js';

import { loadPublicConfig } from './public-config';

/**
 * PostHog, set up once per page load, only when the server has a key (nothing is downloaded
 * otherwise). The app (lib/analytics.ts) and the prerendered pages (islands/page-views.ts) share
 * it: the app may take over a page whose islands started it.
 */
export async function loadPostHog(): Promise<PostHog | null> {
  const config = await loadPublicConfig();
  if (!config?.posthog) return null;
  const { default: posthog } = await import('posthog-js');
  if (!posthog.__loaded) initPostHog(posthog, config.posthog);
  return posthog;
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

export function initPostHog(posthog: PostHog, settings: NonNullable<PublicConfig['posthog']>) {
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
