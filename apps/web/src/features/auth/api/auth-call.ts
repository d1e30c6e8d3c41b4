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

/**
 * better-auth's client resolves `{ data, error }` and rejects only when no answer arrives;
 * this turns both failures into an AuthRequestError, so mutations reject like other calls.
 */
export async function authCall<T>(request: () => Promise<AuthResult<T>>): Promise<T> {
  let result: AuthResult<T>;
  try {
    result = await request();
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
