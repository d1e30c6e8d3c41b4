import { isRetryableStatus, withTransientRetry } from '../../../lib/transient-retry';
import { readAuthFailure, type AuthFailure } from '../utils/auth-failure';

/** A failed better-auth call, carrying what the pages show. */
export class AuthRequestError extends Error {
  override readonly name = 'AuthRequestError';
  readonly failure: AuthFailure;

  constructor(failure: AuthFailure, options?: ErrorOptions) {
    super(failure.message, options);
    this.failure = failure;
  }
}

type AuthResult<T> = { data: T | null; error: unknown };

/** No answer, or the auth service's retryable 502, 503 and 504 (SPEC.md section 8). */
function isTransient(outcome: { value: AuthResult<unknown> } | { error: unknown }): boolean {
  if ('error' in outcome) return true;
  const { error } = outcome.value;
  return Boolean(error) && isRetryableStatus(readAuthFailure(error).status);
}

/**
 * better-auth's client resolves `{ data, error }` and rejects only when no answer arrives;
 * this turns both failures into an AuthRequestError, so mutations reject like other calls.
 * Transient failures are asked again with the spec's back-off (200 ms, doubling) first.
 */
export async function authCall<T>(request: () => Promise<AuthResult<T>>): Promise<T> {
  let result: AuthResult<T>;
  try {
    result = await withTransientRetry(request, isTransient);
  } catch (cause) {
    throw new AuthRequestError(readAuthFailure({ status: 0 }), { cause });
  }
  if (result.error) throw new AuthRequestError(readAuthFailure(result.error));
  return result.data as T;
}

export function toAuthFailure(error: unknown): AuthFailure {
  return error instanceof AuthRequestError ? error.failure : readAuthFailure(error);
}

/** The Turnstile token, in the header the server's captcha hook reads. */
export function captchaHeaders(token: string) {
  return { 'x-captcha-response': token };
}
