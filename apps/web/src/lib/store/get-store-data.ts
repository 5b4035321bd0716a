import {
  LIVE_READY_EVENT,
  STORE_BUILD_EVENT,
  preStoreData,
  type StoreDetails,
} from '@encore/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveEvent, useLiveEventsOpen } from '../live-events';
import {
  WorkflowRequestError,
  authenticationRequiredMessage,
  callEndpoint,
} from '../workflow-client';

// Shared by every screen that depends on the store: /v2/main (launch, badges), the v2 store
// pages, the bottom navigation's Store tab and the store-state watcher of the app shell.

/** Spec §4.4 and §9: while a store builds, its state is checked every 20 s. */
const STORE_STATE_POLL_MS = 20_000;

/** A failed store fetch, worded as spec §8 says: 'Failed to fetch store data: {status}'. */
export class StoreDataFetchError extends Error {
  override readonly name = 'StoreDataFetchError';
}

function toStoreDataFetchError(error: unknown): Error {
  if (error instanceof WorkflowRequestError) {
    return new StoreDataFetchError(`Failed to fetch store data: ${error.status}`);
  }
  if (error instanceof Error && error.message === authenticationRequiredMessage) return error;
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  // fetch() itself failed (offline, connection reset): there is no status to show.
  if (error instanceof TypeError) {
    return new StoreDataFetchError('Failed to fetch store data: network');
  }
  return new StoreDataFetchError('Failed to fetch store data: unexpected response');
}

/** GET get-store-data?userId (spec §7): the store data of §3 plus build progress and figures. */
export async function getStoreData(userId: string, signal?: AbortSignal): Promise<StoreDetails> {
  // Spec §8: without a user there is nothing to ask for (the screens then read pre-store).
  if (userId.trim() === '') throw new StoreDataFetchError('User ID not available');
  try {
    return await callEndpoint('get-store-data', { userId }, { signal });
  } catch (error) {
    throw toStoreDataFetchError(error);
  }
}

export function storeDataQueryKey(userId: string) {
  return ['store-data', userId] as const;
}

export function storeDataQueryOptions(userId: string) {
  return queryOptions({
    queryKey: storeDataQueryKey(userId),
    queryFn: ({ signal }) => getStoreData(userId, signal),
    refetchInterval: (query) =>
      query.state.data?.storeState === 'processing' ? STORE_STATE_POLL_MS : false,
  });
}

export interface StoreDataResult {
  /**
   * The store; after a failed first fetch the pre-store fallback of spec §8. A failed poll keeps
   * the last good answer, so a network blip never reads as "no store". undefined until known.
   */
  data: StoreDetails | undefined;
  isPending: boolean;
}

interface StoreDataOptions {
  /** Read more often than the 20 s rule while processing (the launch overlay's checklist). */
  processingPollMs?: number;
  /**
   * For screens that show live figures (the overview): read afresh on arrival, then every this
   * many ms while the store is ready, so orders placed meanwhile show up.
   */
  readyPollMs?: number;
}

/**
 * The store, read again at once when its build reports a step on the live stream (open while a
 * build runs). While the stream is open the build is polled at the 20 s rule at most; while it is
 * down, at `processingPollMs`.
 */
export function useStoreData(
  userId: string | null,
  { processingPollMs = STORE_STATE_POLL_MS, readyPollMs }: StoreDataOptions = {},
): StoreDataResult {
  const live = useLiveEventsOpen();
  const buildPollMs = live ? Math.max(processingPollMs, STORE_STATE_POLL_MS) : processingPollMs;
  const query = useQuery({
    ...storeDataQueryOptions(userId ?? ''),
    enabled: userId !== null,
    ...(readyPollMs === undefined ? {} : { refetchOnMount: 'always' as const }),
    refetchInterval: (query) => {
      const state = query.state.data?.storeState;
      if (state === 'processing') return buildPollMs;
      return state === 'ready' && readyPollMs !== undefined ? readyPollMs : false;
    },
  });
  const queryClient = useQueryClient();
  useLiveEvent(
    (event) => {
      // 'ready': (re)connected, a step may have been missed meanwhile.
      if (event.name !== STORE_BUILD_EVENT && event.name !== LIVE_READY_EVENT) return;
      void queryClient.invalidateQueries({ queryKey: storeDataQueryKey(userId ?? '') });
    },
    userId !== null && query.data?.storeState === 'processing',
  );
  const data = query.data ?? (query.isError ? preStoreData : undefined);
  return { data, isPending: data === undefined };
}
