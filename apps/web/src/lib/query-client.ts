import { QueryClient } from '@tanstack/react-query';

import { isClientError } from './api-client';

const MAX_RETRIES = 2;

/** A 4xx answer will not change by asking again; network and 5xx failures might. */
export function shouldRetry(failureCount: number, error: unknown) {
  return !isClientError(error) && failureCount < MAX_RETRIES;
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
