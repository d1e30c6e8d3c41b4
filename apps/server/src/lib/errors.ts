import type { ErrorCode } from '@updately/shared/api-error';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './context';

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  TURNSTILE_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  BUBBLE_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** A failure the client may be told about; anything else becomes a 500 without details. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }
}

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) return c.json(errorBody(err.code, err.message), err.status);
  if (err instanceof HTTPException && err.status < 500) {
    // Hono's own 4xx answers (wrong content type, body too large...) keep their status.
    return c.json(errorBody(httpCode(err.status), err.message || 'Bad request'), err.status);
  }
  if (isMalformedJson(err)) return c.json(errorBody('BAD_REQUEST', 'Malformed JSON body'), 400);
  c.var.logger.error({ err }, 'unhandled error');
  void c.var.deps.errors.record(err, c);
  return c.json(errorBody('INTERNAL', 'Something went wrong. Please try again later.'), 500);
}

function httpCode(status: number): string {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  return 'BAD_REQUEST';
}

function isMalformedJson(err: Error): boolean {
  return 'status' in err && err.status === 400 && /json/i.test(err.message);
}
