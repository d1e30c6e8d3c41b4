import { QueryClient } from '@tanstack/react-query';

import { ApiClientError } from './api-client';
import { isRetryableStatus } from './transient-retry';

const MAX_RETRIES = 2;

/**
 * Only a failure that may pass is asked again: no answer, or 502, 503, 504 (a gateway or a
 * restart). A 4xx answer will not change, and a 500 is a fault to report, not to repeat.
 */
export function shouldRetry(failureCount: number, error: unknown) {
  return (
    error instanceof ApiClientError && isRetryableStatus(error.status) && failureCount < MAX_RETRIES
  );
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
