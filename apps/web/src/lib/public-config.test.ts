import type { PublicConfig } from '@updately/shared/public-config';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { appHref } from './public-config';

const config = (appUrl: string) => ({ appUrl }) as PublicConfig;

afterEach(() => vi.unstubAllGlobals());

describe('appHref', () => {
  it('keeps the path relative while the config loads and when the app is on this host', () => {
    vi.stubGlobal('window', { location: { origin: 'https://updately.com.au' } });
    expect(appHref(null, '/signup')).toBe('/signup');
    expect(appHref(config('https://updately.com.au'), '/signup')).toBe('/signup');
  });

  it('points to the app host when it is another one', () => {
    vi.stubGlobal('window', { location: { origin: 'https://updately.com.au' } });
    expect(appHref(config('https://app.updately.com.au'), '/signup')).toBe(
      'https://app.updately.com.au/signup',
    );
  });
});
