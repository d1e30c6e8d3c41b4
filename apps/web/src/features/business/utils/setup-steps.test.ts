import type { ApiKey, BrandClaim } from '@updately/shared/business-api';
import type { WebhookEndpoint } from '@updately/shared/webhooks-api';
import { describe, expect, it } from 'vitest';

import { setupSteps } from './setup-steps';

const key = (over: Partial<ApiKey> = {}) =>
  ({ id: 'k', revoked_at: null, last_used_at: null, ...over }) as ApiKey;
const claim = (status: BrandClaim['status']) => ({ id: 'c', status }) as BrandClaim;
const hook = (enabled: boolean) => ({ id: 'w', enabled }) as WebhookEndpoint;
const done = (state: Parameters<typeof setupSteps>[0]) =>
  setupSteps(state).map((step) => [step.id, step.done]);

describe('setupSteps', () => {
  it('is claim → key → webhook → test, nothing done for a new organisation', () => {
    expect(done({ claims: [], keys: [], webhooks: [] })).toEqual([
      ['claim', false],
      ['key', false],
      ['webhook', false],
      ['test', false],
    ]);
  });

  it('counts only a verified claim, a live key, an enabled webhook and a used key', () => {
    expect(
      done({
        claims: [claim('pending')],
        keys: [key({ revoked_at: 'x' })],
        webhooks: [hook(false)],
      }),
    ).toEqual([
      ['claim', false],
      ['key', false],
      ['webhook', false],
      ['test', false],
    ]);
    expect(
      done({
        claims: [claim('verified')],
        keys: [key({ last_used_at: '2026-11-27T00:00:00Z' })],
        webhooks: [hook(true)],
      }),
    ).toEqual([
      ['claim', true],
      ['key', true],
      ['webhook', true],
      ['test', true],
    ]);
  });
});
