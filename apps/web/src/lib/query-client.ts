import { QueryClient } from '@tanstack/react-query';
import { WorkflowRequestError } from './workflow-client';

const isTooManyRequests = (error: Error): error is WorkflowRequestError =>
  error instanceof WorkflowRequestError && error.status === 429;

/**
 * A 4xx will not change on retry, except a 429 (this session asked too much at once: it is
 * asked again when the server says); anything else (network, 5xx) gets two more tries.
 */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (isTooManyRequests(error)) return failureCount < 3;
  if (error instanceof WorkflowRequestError && error.status >= 400 && error.status < 500) {
    return false;
  }
  return failureCount < 2;
}

/** TanStack Query's own backoff (1 s doubling, at most 30 s), or the 429's Retry-After. */
export function retryDelayMs(failureCount: number, error: Error): number {
  if (isTooManyRequests(error) && error.retryAfterSeconds !== null) {
    return error.retryAfterSeconds * 1000;
  }
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: shouldRetry,
        retryDelay: retryDelayMs,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
