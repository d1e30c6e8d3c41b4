import type { ApiError, ErrorCode } from '@updately/shared/api-error';
import { MESSAGES } from '@updately/shared/messages';

import { isRetryableStatus, withTransientRetry } from './transient-retry';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Check your connection and try again.';

/** `NETWORK_ERROR` means no response arrived (status 0); other codes come from the server. */
export type ApiClientErrorCode = ErrorCode | 'NETWORK_ERROR' | (string & {});

export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';
  readonly status: number;
  readonly code: ApiClientErrorCode;
  /** `error.details` of the answer, when the API lists each problem (e.g. per field or row). */
  details?: unknown;

  constructor(status: number, code: ApiClientErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
    this.code = code;
  }
}

export function isClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError && error.status >= 400 && error.status < 500;
}

let unauthorizedHandler: ((error: ApiClientError) => void) | null = null;

/**
 * Registers the callback run on every 401 answer (the auth layer sends the visitor to sign in).
 * Returns a function that removes it again.
 */
export function onUnauthorized(handler: (error: ApiClientError) => void) {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

function isApiErrorBody(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** better-auth (under /api/auth) answers errors as a top-level `{ code, message }`. */
function isAuthErrorBody(body: unknown): body is { code: string; message: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    typeof body.code === 'string' &&
    'message' in body &&
    typeof body.message === 'string'
  );
}

/** A 401 that names no other reason (a wrong password has its own code) found no session. */
function isSessionMissing(status: number, code: string | undefined) {
  return status === 401 && (!code || code === 'UNAUTHORIZED');
}

export async function toApiClientError(response: Response) {
  const body = await readJson(response);
  const code = isApiErrorBody(body)
    ? body.error.code
    : isAuthErrorBody(body)
      ? body.code
      : undefined;
  if (isSessionMissing(response.status, code)) {
    return new ApiClientError(401, 'UNAUTHORIZED', MESSAGES.authSessionMissing);
  }
  if (isApiErrorBody(body) && body.error.message) {
    const error = new ApiClientError(response.status, body.error.code, body.error.message);
    if ('details' in body.error) error.details = body.error.details;
    return error;
  }
  if (isAuthErrorBody(body) && body.code && body.message) {
    return new ApiClientError(response.status, body.code, body.message);
  }
  const statusCode =
    CODE_BY_STATUS[response.status] ?? (response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
  return new ApiClientError(response.status, statusCode, GENERIC_ERROR_MESSAGE);
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** For calls where 401 is an expected answer (wrong password), not a lost session. */
  skipUnauthorizedHandler?: boolean;
  /**
   * Ask again after no answer or a 502, 503 or 504, waiting 200 ms, then 400, then 800. On by
   * default for the auth service's calls (/api/auth/..., SPEC.md section 9).
   */
  retryTransient?: boolean;
};

/**
 * Calls the API and resolves with the parsed JSON body (undefined when empty).
 * Rejects with an ApiClientError for HTTP errors and network failures; shows nothing itself.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const {
    method = 'GET',
    body,
    headers,
    signal,
    skipUnauthorizedHandler = false,
    retryTransient = path.startsWith('/api/auth/'),
  } = options;
  const send = () =>
    fetch(path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  let response: Response;
  try {
    response = retryTransient
      ? await withTransientRetry(
          send,
          (outcome) => ('value' in outcome ? isRetryableStatus(outcome.value.status) : true),
          { signal },
        )
      : await send();
  } catch (cause) {
    // Cancellation (TanStack Query aborting a stale request) is not a failure to report.
    if (signal?.aborted) throw cause;
    throw new ApiClientError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE, { cause });
  }

  if (!response.ok) {
    const error = await toApiClientError(response);
    if (response.status === 401 && !skipUnauthorizedHandler) unauthorizedHandler?.(error);
    throw error;
  }
  return (await readJson(response)) as T;
}

type MethodOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: MethodOptions) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: MethodOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: MethodOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: MethodOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: MethodOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
