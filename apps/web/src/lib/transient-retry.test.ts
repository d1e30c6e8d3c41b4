import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  isRetryableStatus,
  RETRY_MAX_RETRIES,
  retryDelayMs,
  withTransientRetry,
} from './transient-retry';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Answer = { status: number };
const byStatus = (outcome: { value: Answer } | { error: unknown }) =>
  'value' in outcome ? isRetryableStatus(outcome.value.status) : true;

describe('transient retry', () => {
  it('retries 502, 503, 504 and network failures only', () => {
    expect([0, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([200, 400, 401, 403, 404, 429, 500, 501].some(isRetryableStatus)).toBe(false);
  });

  it('backs off from 200 ms, doubling', () => {
    expect([0, 1, 2, 3].map(retryDelayMs)).toEqual([200, 400, 800, 1600]);
  });

  it('waits 200 then 400 ms before the third try, which succeeds', async () => {
    const answers = [{ status: 503 }, { status: 502 }, { status: 200 }];
    const attempt = vi.fn(async () => answers.shift()!);
    const result = withTransientRetry(attempt, byStatus);

    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(399);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toEqual({ status: 200 });
  });

  it('retries a thrown network failure, then gives up with the last failure', async () => {
    const attempt = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = withTransientRetry(attempt, byStatus);
    const settled = expect(result).rejects.toThrow('Failed to fetch');
    await vi.advanceTimersByTimeAsync(200 + 400 + 800);
    await settled;
    expect(attempt).toHaveBeenCalledTimes(RETRY_MAX_RETRIES + 1);
  });

  it('does not retry a 500 or a 4xx', async () => {
    for (const status of [500, 401, 429]) {
      const attempt = vi.fn(async () => ({ status }));
      await expect(withTransientRetry(attempt, byStatus)).resolves.toEqual({ status });
      expect(attempt).toHaveBeenCalledTimes(1);
    }
  });

  it('stops once its signal aborts', async () => {
    const controller = new AbortController();
    const attempt = vi.fn(async () => {
      controller.abort();
      return { status: 503 };
    });
    await expect(
      withTransientRetry(attempt, byStatus, { signal: controller.signal }),
    ).resolves.toEqual({ status: 503 });
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
