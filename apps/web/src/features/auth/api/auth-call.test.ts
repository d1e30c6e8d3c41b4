import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AuthRequestError, authCall } from './auth-call';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const failed = (status: number, message = 'nope') => ({
  data: null,
  error: { status, code: 'X', message },
});

describe('authCall', () => {
  it('retries a 504 and a network failure with the back-off, then resolves the data', async () => {
    const answers = [
      () => Promise.resolve(failed(504)),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve({ data: { ok: true }, error: null }),
    ];
    const request = vi.fn(() => answers.shift()!());
    const result = authCall(request);
    await vi.advanceTimersByTimeAsync(200);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(400);
    await expect(result).resolves.toEqual({ ok: true });
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('answers a wrong password (401) or a 500 at once, without retrying', async () => {
    for (const status of [401, 500]) {
      const request = vi.fn(async () => failed(status, 'Invalid email or password'));
      const error = await authCall(request).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AuthRequestError);
      expect((error as AuthRequestError).failure.status).toBe(status);
      expect(request).toHaveBeenCalledTimes(1);
    }
  });

  it('gives up after three retries of a 503 with the last failure', async () => {
    const request = vi.fn(async () => failed(503, 'Service unavailable'));
    const result = authCall(request).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(200 + 400 + 800);
    const error = await result;
    expect((error as AuthRequestError).failure).toMatchObject({
      status: 503,
      message: 'Service unavailable',
    });
    expect(request).toHaveBeenCalledTimes(4);
  });
});
