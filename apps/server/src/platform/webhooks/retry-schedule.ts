/**
 * Seconds to wait before each attempt, the first being immediate: 5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h, 10 h — eight attempts over about 27.6 hours.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [0, 5, 300, 1800, 7200, 18000, 36000, 36000] as const;

/** A receiver's Retry-After can postpone an attempt by at most this much. */
export const MAX_RETRY_AFTER_SECONDS = 24 * 60 * 60;

/**
 * Seconds until the attempt after attempt number `attemptJustFailed` (the first attempt is 1),
 * or null when the schedule is used up. A Retry-After later than the schedule's delay wins; it
 * never adds attempts.
 */
export function nextWebhookAttemptDelay(
  attemptJustFailed: number,
  retryAfterHeader?: string | null,
  now: Date = new Date(),
): number | null {
  if (!Number.isInteger(attemptJustFailed) || attemptJustFailed < 1) {
    throw new RangeError(`Attempts count from 1, got ${attemptJustFailed}`);
  }
  const scheduled = WEBHOOK_RETRY_DELAYS_SECONDS[attemptJustFailed];
  if (scheduled === undefined) return null;
  const asked = retryAfterSeconds(retryAfterHeader, now);
  return asked === null ? scheduled : Math.max(scheduled, Math.min(asked, MAX_RETRY_AFTER_SECONDS));
}

/** Retry-After as delay-seconds or as an HTTP date; null when absent, malformed or past. */
export function retryAfterSeconds(header: string | null | undefined, now: Date): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  // HTTP dates all start with a day name; Date.parse would also take "2026-12-01" or "1.5".
  if (!/^[A-Za-z]{3}/.test(value)) return null;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  const seconds = Math.ceil((at - now.getTime()) / 1000);
  return seconds > 0 ? seconds : null;
}
