import type { PublicConfig } from '@updately/shared/public-config';
import { useSyncExternalStore } from 'react';

/** What the prerendered pages show until GET /api/config answers (the server's own defaults). */
export const PUBLIC_CONFIG_DEFAULTS = {
  appName: 'Updately',
  legalName: 'Updately Pty Ltd',
  abn: '51 824 753 556',
} as const;

let current: PublicConfig | null = null;
let pending: Promise<PublicConfig | null> | null = null;
const listeners = new Set<() => void>();

/**
 * GET /api/config once per page load (a failed attempt may be retried). Resolves null when the
 * server cannot be reached, so callers fall back to the defaults.
 */
export function loadPublicConfig(): Promise<PublicConfig | null> {
  // A plain fetch (not lib/api-client): the prerendered pages' islands load this module too.
  pending ??= fetch('/api/config', { headers: { Accept: 'application/json' } })
    .then((response) => {
      if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
      return response.json() as Promise<PublicConfig>;
    })
    .then(
      (config) => {
        current = config;
        for (const listener of listeners) listener();
        return config;
      },
      () => {
        pending = null;
        return null;
      },
    );
  return pending;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void loadPublicConfig();
  return () => listeners.delete(listener);
}

/**
 * The public settings, or null while they load. Null on the server and during hydration too, so
 * prerendered markup always matches the first client render.
 */
export function usePublicConfig(): PublicConfig | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/**
 * A path on the app host (APP_URL): relative when that host is this one, so the link stays a
 * client-side navigation; absolute when the app lives elsewhere.
 */
export function appHref(config: PublicConfig | null, path: string): string {
  if (!config || typeof window === 'undefined') return path;
  const appOrigin = new URL(config.appUrl).origin;
  return appOrigin === window.location.origin ? path : `${config.appUrl}${path}`;
}
