import type { PostHog } from 'posthog-js';

import { loadPostHog, withoutQuery } from '../lib/posthog';
import { loadVisitor } from '../lib/visitor-session';

let posthog: PostHog | null = null;
let last = '';

/** One `$pageview` for the page now shown (a change of hash only is not a new page). */
export function capturePageView() {
  if (!posthog) return;
  const { pathname, search, href } = window.location;
  if (pathname + search === last) return;
  last = pathname + search;
  posthog.capture('$pageview', { $current_url: withoutQuery(href) });
}

/**
 * Analytics on prerendered pages, as lib/analytics.ts does in the app: nothing without a key; a
 * page view now and after each page change; a signed-in visitor identified by id only.
 */
export async function startPageViews() {
  posthog = await loadPostHog();
  if (!posthog) return;
  capturePageView();
  const me = await loadVisitor();
  if (me?.user) posthog.identify(me.user.id);
}
