import {
  DESIGN_PROGRESS_EVENT,
  DESIGN_STATUS_PROCESSING,
  LIVE_READY_EVENT,
  isDesignBeingReplaced,
  type LiveEvent,
  type Design,
  type DesignsWithStoreFlags,
} from '@encore/contracts';
import { queryOptions, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/live-events';
import {
  WorkflowRequestError,
  authenticationRequiredMessage,
  callEndpoint,
} from '../../../lib/workflow-client';

/** Spec §8: a designs or store fetch for no user. */
const USER_ID_MISSING_MESSAGE = 'User ID not available';

/** A failed designs fetch, worded as spec §8 says: 'Failed to fetch designs: {status}'. */
export class DesignsFetchError extends Error {
  override readonly name = 'DesignsFetchError';
}

function toDesignsFetchError(error: unknown): Error {
  if (error instanceof WorkflowRequestError) {
    return new DesignsFetchError(`Failed to fetch designs: ${error.status}`);
  }
  // No session: the message of spec §8 says what to do better than a status would.
  if (error instanceof Error && error.message === authenticationRequiredMessage) return error;
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  // fetch() itself failed (offline, connection reset): there is no status to show.
  if (error instanceof TypeError) return new DesignsFetchError('Failed to fetch designs: network');
  return new DesignsFetchError('Failed to fetch designs: unexpected response');
}

/** GET v2/designs?userId (spec §7, Encore-defined): the user's designs, normalized (spec §3). */
export async function getDesigns(userId: string, signal?: AbortSignal): Promise<Design[]> {
  // Spec §8: without a user there is nothing to ask for.
  if (userId.trim() === '') throw new DesignsFetchError(USER_ID_MISSING_MESSAGE);
  try {
    const { designs } = await callEndpoint('v2/designs', { userId }, { signal });
    return designs;
  } catch (error) {
    throw toDesignsFetchError(error);
  }
}

/**
 * GET getDesignsAndMocks?userId (spec §7, first generation): the same designs with the store's
 * flags, for /main.
 */
export async function getDesignsAndMocks(
  userId: string,
  signal?: AbortSignal,
): Promise<DesignsWithStoreFlags> {
  if (userId.trim() === '') throw new DesignsFetchError(USER_ID_MISSING_MESSAGE);
  try {
    return await callEndpoint('getDesignsAndMocks', { userId }, { signal });
  } catch (error) {
    throw toDesignsFetchError(error);
  }
}

/** Spec §7: the first generation caches its designs 5 minutes and retries twice. */
export function designsAndMocksQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['designs-and-mocks', userId],
    queryFn: ({ signal }) => getDesignsAndMocks(userId, signal),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    retry: 2,
  });
}

export function designsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['designs', userId],
    queryFn: ({ signal }) => getDesigns(userId, signal),
    // Spec §9: designs are fresh for 5 minutes and retained 10.
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    // The error and its Retry button show at once; retrying is the user's call.
    retry: false,
  });
}

/** How often the list is read again while a design is still being made. */
const PROCESSING_DESIGNS_REFRESH_MS = 15_000;

/** While "Generate another" runs the user watches the card: its job takes seconds. */
const REPLACEMENT_REFRESH_MS = 1_000;

/**
 * A design still 'processing' gets its mockups soon: keep the list (and the notice of spec §2.7)
 * current until every design is done, with or without the §4.4 polling.
 */
function refreshIntervalFor(list: readonly Design[]): number | false {
  if (list.some(isDesignBeingReplaced)) return REPLACEMENT_REFRESH_MS;
  return list.some((design) => design.status === DESIGN_STATUS_PROCESSING)
    ? PROCESSING_DESIGNS_REFRESH_MS
    : false;
}

/**
 * While a design is being made, reads the list again at once when a design job reports on the
 * live stream, and on each (re)connection (a step may have been missed meanwhile). The stream is
 * not opened for a list with nothing in progress.
 */
function useRefetchOnDesignEvents(queryKey: QueryKey, inProgress: boolean) {
  const queryClient = useQueryClient();
  useLiveEvent((event: LiveEvent) => {
    if (event.name === DESIGN_PROGRESS_EVENT || event.name === LIVE_READY_EVENT) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, inProgress);
}

export function useDesigns(userId: string | null) {
  const query = useQuery({
    ...designsQueryOptions(userId ?? ''),
    enabled: userId !== null,
    refetchInterval: (query) => refreshIntervalFor(query.state.data ?? []),
  });
  const inProgress = refreshIntervalFor(query.data ?? []) !== false;
  useRefetchOnDesignEvents(
    designsQueryOptions(userId ?? '').queryKey,
    userId !== null && inProgress,
  );
  return query;
}

/** /main's designs with the store flags (getDesignsAndMocks), refreshed like the v2 grid. */
export function useDesignsAndMocks(userId: string | null) {
  const query = useQuery({
    ...designsAndMocksQueryOptions(userId ?? ''),
    enabled: userId !== null,
    refetchInterval: (query) => refreshIntervalFor(query.state.data?.designs ?? []),
  });
  const inProgress = refreshIntervalFor(query.data?.designs ?? []) !== false;
  useRefetchOnDesignEvents(
    designsAndMocksQueryOptions(userId ?? '').queryKey,
    userId !== null && inProgress,
  );
  return query;
}
