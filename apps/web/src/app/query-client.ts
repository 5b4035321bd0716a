import { QueryClient } from '@tanstack/react-query';
import { WorkflowRequestError } from '../lib/workflow-client';

/** A 4xx will not change on retry; anything else (network, 5xx) gets two more tries. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof WorkflowRequestError && error.status >= 400 && error.status < 500) {
    return false;
  }
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
