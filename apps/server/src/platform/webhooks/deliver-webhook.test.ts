import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestReceiver } from '../outbound-http/test-receiver';
import { deliverWebhook } from './deliver-webhook';
import { generateWebhookSecret } from './webhook-secret';

const current = generateWebhookSecret();
const previous = generateWebhookSecret();

describe('deliverWebhook', () => {
  let receiver: Awaited<ReturnType<typeof startTestReceiver>>;
  // The receiver verifies as a business would, with its copy of one secret.
  let receiverSecret = current;
  beforeAll(async () => {
    receiver = await startTestReceiver();
  });
  afterAll(() => receiver.close());
  beforeEach(() => {
    receiver.received.length = 0;
    receiverSecret = current;
    receiver.reply((request, res) => {
      try {
        new Webhook(receiverSecret).verify(request.body, request.headers);
        res.writeHead(204).end();
      } catch (err) {
        res.writeHead(400).end(String(err));
      }
    });
  });

  const message = {
    id: 'msg_2x9Q',
    type: 'update_request.completed',
    timestamp: new Date('2026-11-22T10:00:00.000Z'),
    data: { requestId: 'req_1', fields: ['address'] },
    secrets: [current, previous],
    allowPrivateNetworks: true,
  };

  it('posts a signed Standard Webhooks message that the receiver verifies', async () => {
    const attempt = await deliverWebhook({ ...message, url: `${receiver.url}/hooks` });
    expect(attempt.outcome).toBe('delivered');
    expect(attempt.result).toMatchObject({ status: 204 });
    const [received] = receiver.received;
    expect(JSON.parse(received!.body)).toEqual({
      type: 'update_request.completed',
      timestamp: '2026-11-22T10:00:00.000Z',
      data: { requestId: 'req_1', fields: ['address'] },
    });
    expect(received!.body).toBe(attempt.request.body);
    expect(received!.headers).toMatchObject(attempt.request.headers);
    expect(attempt.request.headers).toMatchObject({
      'content-type': 'application/json',
      'webhook-id': 'msg_2x9Q',
    });
  });

  it('is accepted by a receiver still holding the previous secret during a rotation', async () => {
    receiverSecret = previous;
    const attempt = await deliverWebhook({ ...message, url: receiver.url });
    expect(attempt.outcome).toBe('delivered');
    receiverSecret = generateWebhookSecret();
    const refused = await deliverWebhook({ ...message, url: receiver.url });
    expect(refused.outcome).toBe('retry');
    expect(refused.result).toMatchObject({
      status: 400,
      body: expect.stringContaining('signature'),
    });
  });

  it('signs each attempt with its own time, so a retry of an old event still verifies', async () => {
    const attempt = await deliverWebhook({
      ...message,
      url: receiver.url,
      timestamp: new Date(Date.now() - 10 * 60 * 60 * 1000),
    });
    expect(attempt.outcome).toBe('delivered');
    const tooOld = await deliverWebhook({
      ...message,
      url: receiver.url,
      sentAt: new Date(Date.now() - 10 * 60 * 1000),
    });
    expect(tooOld.result).toMatchObject({ status: 400, body: expect.stringContaining('too old') });
  });

  it('reports 410 as gone and a local address in production as blocked, sending nothing', async () => {
    receiver.reply((_, res) => res.writeHead(410).end());
    expect((await deliverWebhook({ ...message, url: receiver.url })).outcome).toBe('gone');
    receiver.received.length = 0;
    const blocked = await deliverWebhook({
      ...message,
      url: receiver.url,
      allowPrivateNetworks: false,
    });
    expect(blocked.outcome).toBe('blocked');
    expect(blocked.result).toMatchObject({ error: { code: 'BLOCKED_ADDRESS' } });
    expect(receiver.received).toEqual([]);
  });

  it('retries after a timeout', async () => {
    receiver.reply(() => {});
    const attempt = await deliverWebhook({ ...message, url: receiver.url, timeoutMs: 150 });
    expect(attempt).toMatchObject({ outcome: 'retry', result: { error: { code: 'TIMEOUT' } } });
  });
});
