import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { generateWebhookSecret } from './webhook-secret';
import { signWebhook } from './sign-webhook';

const payload = '{"type":"update.completed","timestamp":"2026-11-22T10:00:00.000Z","data":{}}';

describe('generateWebhookSecret', () => {
  it('makes a whsec_ secret of 32 random bytes that standardwebhooks accepts', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(() => new Webhook(secret)).not.toThrow();
    expect(generateWebhookSecret()).not.toBe(secret);
  });
});

describe('signWebhook', () => {
  it('gives the id, the timestamp in unix seconds and one v1 signature per secret', () => {
    const secrets = [generateWebhookSecret(), generateWebhookSecret()];
    const timestamp = new Date('2026-11-22T10:00:00.900Z');
    const headers = signWebhook({ id: 'msg_1', timestamp, payload, secrets });
    expect(headers['webhook-id']).toBe('msg_1');
    expect(headers['webhook-timestamp']).toBe('1795341600');
    expect(headers['webhook-signature']).toBe(
      secrets.map((s) => new Webhook(s).sign('msg_1', timestamp, payload)).join(' '),
    );
    expect(headers['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/);
  });

  it('verifies with either secret during a rotation and refuses tampering, other secrets and old timestamps', () => {
    const [current, previous] = [generateWebhookSecret(), generateWebhookSecret()];
    const headers = signWebhook({
      id: 'msg_2',
      timestamp: new Date(),
      payload,
      secrets: [current, previous],
    });
    expect(new Webhook(current).verify(payload, headers)).toEqual(JSON.parse(payload));
    expect(new Webhook(previous).verify(payload, headers)).toEqual(JSON.parse(payload));

    const tampered = payload.replace('completed', 'rejected');
    expect(() => new Webhook(current).verify(tampered, headers)).toThrow(WebhookVerificationError);
    expect(() => new Webhook(generateWebhookSecret()).verify(payload, headers)).toThrow(
      'No matching signature found',
    );
    const otherId = { ...headers, 'webhook-id': 'msg_3' };
    expect(() => new Webhook(current).verify(payload, otherId)).toThrow(WebhookVerificationError);

    const stale = signWebhook({
      id: 'msg_2',
      timestamp: new Date(Date.now() - 10 * 60 * 1000),
      payload,
      secrets: [current],
    });
    expect(() => new Webhook(current).verify(payload, stale)).toThrow('Message timestamp too old');
  });

  it('refuses to sign without a secret', () => {
    expect(() => signWebhook({ id: 'x', timestamp: new Date(), payload, secrets: [] })).toThrow();
  });
});
