import type { ErrorCode } from '@updately/shared/api-error';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

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
  REAUTHENTICATION_REQUIRED: 403,
  MFA_REQUIRED: 403,
  INVALID_CODE: 400,
  PAYLOAD_TOO_LARGE: 413,
  QUOTA_EXCEEDED: 403,
  IDEMPOTENCY_KEY_REUSED: 422,
  GONE: 410,
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

/** The error code for one of Hono's own 4xx answers. */
export function httpErrorCode(status: number): string {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  return 'BAD_REQUEST';
}
