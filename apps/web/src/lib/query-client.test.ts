import { describe, expect, it } from 'vitest';

import { ApiClientError } from './api-client';
import { createQueryClient, shouldRetry } from './query-client';

describe('query client defaults', () => {
  it('does not retry 4xx answers', () => {
    expect(shouldRetry(0, new ApiClientError(404, 'NOT_FOUND', 'Journey not found'))).toBe(false);
    expect(shouldRetry(0, new ApiClientError(401, 'UNAUTHORIZED', 'Sign in first'))).toBe(false);
  });

  it('does not retry a 500 or an error that is not an answer', () => {
    expect(shouldRetry(0, new ApiClientError(500, 'INTERNAL', 'Something went wrong'))).toBe(false);
    expect(shouldRetry(0, new Error('parse failure'))).toBe(false);
  });

  it('retries network failures and 502, 503, 504 twice', () => {
    expect(shouldRetry(0, new ApiClientError(502, 'INTERNAL', 'gateway'))).toBe(true);
    expect(shouldRetry(0, new ApiClientError(504, 'INTERNAL', 'gateway'))).toBe(true);
    const networkError = new ApiClientError(0, 'NETWORK_ERROR', 'offline');
    const serverError = new ApiClientError(503, 'SERVICE_UNAVAILABLE', 'busy');
    expect(shouldRetry(0, networkError)).toBe(true);
    expect(shouldRetry(1, serverError)).toBe(true);
    expect(shouldRetry(2, serverError)).toBe(false);
  });

  it('keeps data fresh for 30 seconds', () => {
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(30_000);
  });
});
