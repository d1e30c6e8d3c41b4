import { APIError } from 'better-auth/api';
import type { ErrorCode } from '@updately/shared/api-error';
import { AppError } from '../../lib/errors';

const CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
};

/** A better-auth server call whose client errors become ours (same status, its message). */
export async function authCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    const code = err instanceof APIError ? CODES[err.statusCode] : undefined;
    if (!code) throw err;
    throw new AppError(code, (err as APIError).message || 'Request refused');
  }
}
