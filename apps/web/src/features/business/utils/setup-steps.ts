import type { ApiKey, BrandClaim } from '@updately/shared/business-api';
import type { WebhookEndpoint } from '@updately/shared/webhooks-api';

export type SetupStep = { id: string; title: string; text: string; done: boolean };

/**
 * The portal's setup, in order: a verified claim (the brand's requests come here), a key, a
 * webhook, and a first call with the key (the test that the connection works).
 */
export function setupSteps(state: {
  claims: BrandClaim[];
  keys: ApiKey[];
  webhooks: WebhookEndpoint[];
}): SetupStep[] {
  const liveKeys = state.keys.filter((key) => !key.revoked_at);
  return [
    {
      id: 'claim',
      title: 'Claim your brand',
      text: 'Prove a directory brand is yours: its customers’ requests then come here.',
      done: state.claims.some((claim) => claim.status === 'verified'),
    },
    {
      id: 'key',
      title: 'Create an API key',
      text: 'Your systems read and answer requests with it.',
      done: liveKeys.length > 0,
    },
    {
      id: 'webhook',
      title: 'Add a webhook',
      text: 'Hear about each new request the moment it arrives.',
      done: state.webhooks.some((endpoint) => endpoint.enabled),
    },
    {
      id: 'test',
      title: 'Make a test call',
      text: 'Call GET /api/v1/requests with your key: the first call ticks this step.',
      done: liveKeys.some((key) => key.last_used_at !== null),
    },
  ];
}
