import { describe, expect, it } from 'vitest';
import type { OutboundErrorCode } from '../outbound-http/outbound-result';
import { classifyWebhookResponse } from './classify-response';

const answer = (status: number) => ({
  status,
  headers: {},
  body: '',
  bodyTruncated: false,
  durationMs: 3,
});
const failure = (code: OutboundErrorCode) => ({ error: { code, message: code }, durationMs: 3 });

describe('classifyWebhookResponse', () => {
  it('counts any 2xx as delivered', () => {
    for (const status of [200, 201, 202, 204, 299]) {
      expect(classifyWebhookResponse(answer(status))).toBe('delivered');
    }
  });

  it('treats 410 as gone', () => {
    expect(classifyWebhookResponse(answer(410))).toBe('gone');
  });

  it('retries other statuses, redirects included, timeouts and failed connections', () => {
    for (const status of [100, 301, 302, 400, 401, 404, 429, 500, 502, 503]) {
      expect(classifyWebhookResponse(answer(status)), String(status)).toBe('retry');
    }
    expect(classifyWebhookResponse(failure('TIMEOUT'))).toBe('retry');
    expect(classifyWebhookResponse(failure('CONNECTION_FAILED'))).toBe('retry');
  });

  it('does not retry what was never sent', () => {
    expect(classifyWebhookResponse(failure('BLOCKED_ADDRESS'))).toBe('blocked');
    expect(classifyWebhookResponse(failure('INVALID_URL'))).toBe('blocked');
  });
});
