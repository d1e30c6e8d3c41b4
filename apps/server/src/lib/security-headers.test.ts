import { describe, expect, it } from 'vitest';
import { posthogOrigins } from './security-headers';

describe('posthogOrigins', () => {
  it('allows PostHog cloud and its assets host', () => {
    expect(posthogOrigins('https://us.i.posthog.com')).toEqual([
      'https://us.i.posthog.com',
      'https://us-assets.i.posthog.com',
    ]);
    expect(posthogOrigins('https://eu.i.posthog.com/')).toEqual([
      'https://eu.i.posthog.com',
      'https://eu-assets.i.posthog.com',
    ]);
  });
  it('allows a self-hosted or proxied PostHog as it is', () => {
    expect(posthogOrigins('https://analytics.example.com/ingest')).toEqual([
      'https://analytics.example.com',
    ]);
  });
});
