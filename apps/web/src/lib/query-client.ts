import { MutationCache, QueryClient } from '@tanstack/react-query';
import { lazyToast } from './lazy-toast';
import { WorkflowRequestError } from './workflow-client';

/**
 * A 429 (this session asked too much at once) or a 503 (the server cannot reach its database or
 * file storage for a moment, decision 058): the server says when to ask again.
 */
const asksToWait = (error: Error): error is WorkflowRequestError =>
  error instanceof WorkflowRequestError && (error.status === 429 || error.status === 503);

/** A 503 is retried longer: a database restart takes a few seconds, and a read is safe to repeat. */
const WAIT_RETRIES = { 429: 3, 503: 5 } as const;

/**
 * A 4xx will not change on retry, except a 429; a 429 or a 503 is asked again when the server
 * says; anything else (network, other 5xx) gets two more tries. Only reads (queries) retry:
 * writes (mutations) fail at once and the screen says so, keeping what was typed.
 */
export function shouldRetry(failureCount: number, error: Error): boolean {
  if (asksToWait(error)) return failureCount < WAIT_RETRIES[error.status as 429 | 503];
  if (error instanceof WorkflowRequestError && error.status >= 400 && error.status < 500) {
    return false;
  }
  return failureCount < 2;
}

/** TanStack Query's own backoff (1 s doubling, at most 30 s), or the server's Retry-After. */
export function retryDelayMs(failureCount: number, error: Error): number {
  if (asksToWait(error) && error.retryAfterSeconds !== null) {
    return error.retryAfterSeconds * 1000;
  }
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

export const UNAVAILABLE_WRITE_TITLE = 'Not saved yet';
const UNAVAILABLE_WRITE_FALLBACK =
  'Encore cannot reach its database for a moment. Nothing was saved: please try again in a few seconds.';

/** Told of a write the server refused with a 503: nothing was saved, what was typed stays. */
export type UnavailableWriteNotice = (message: string) => void;

const toastUnavailableWrite: UnavailableWriteNotice = (message) =>
  // One toast however many writes failed at once; the screen's own error stays beside it.
  lazyToast.error(UNAVAILABLE_WRITE_TITLE, { id: 'service-unavailable', description: message });

export function createQueryClient(
  onUnavailableWrite: UnavailableWriteNotice = toastUnavailableWrite,
): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error) => {
        if (error instanceof WorkflowRequestError && error.status === 503) {
          onUnavailableWrite(error.serverMessage ?? UNAVAILABLE_WRITE_FALLBACK);
        }
      },
    }),
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
