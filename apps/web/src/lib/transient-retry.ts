/**
 * SPEC.md sections 8 and 9: the auth service's retryable failures are 502, 503 and 504 (and no
 * answer at all), retried with a back-off that starts at 200 ms and doubles.
 */
export const RETRY_BASE_DELAY_MS = 200;
/** Tries after the first: waits of 200, 400 and 800 ms, then the failure stands. */
export const RETRY_MAX_RETRIES = 3;

const RETRYABLE_STATUSES = new Set([502, 503, 504]);

/** Status 0 stands for "no answer" (a network failure). */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || RETRYABLE_STATUSES.has(status);
}

/** The wait before retry number `retry` (0 for the first retry): 200, 400, 800 ms... */
export function retryDelayMs(retry: number): number {
  return RETRY_BASE_DELAY_MS * 2 ** retry;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it settles with something `isRetryable` does not flag, or the retries run
 * out; resolves or rejects like the last attempt. `isRetryable` sees what the attempt resolved
 * with, or the error it threw.
 */
export async function withTransientRetry<T>(
  attempt: () => Promise<T>,
  isRetryable: (outcome: { value: T } | { error: unknown }) => boolean,
  { maxRetries = RETRY_MAX_RETRIES, signal }: { maxRetries?: number; signal?: AbortSignal } = {},
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    let outcome: { value: T } | { error: unknown };
    try {
      outcome = { value: await attempt() };
    } catch (error) {
      outcome = { error };
    }
    const last = retry >= maxRetries || signal?.aborted === true || !isRetryable(outcome);
    if (last) {
      if ('error' in outcome) throw outcome.error;
      return outcome.value;
    }
    await wait(retryDelayMs(retry));
  }
}
