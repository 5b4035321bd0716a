import { preStoreData, type StoreData } from '@encore/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/workflow-client';

/** Spec §4.4 and §9: while a store builds, its state is checked every 20 s. */
export const STORE_STATE_POLL_MS = 20_000;

/**
 * GET get-store-data?userId (spec §7). Any failure reads as "no store yet": spec §8 falls back
 * to storeState pre-store with null fields (and until the store issue lands the server answers
 * 501, so every user is pre-store).
 */
export async function getStoreData(userId: string, signal?: AbortSignal): Promise<StoreData> {
  try {
    return await callEndpoint('get-store-data', { userId }, { signal });
  } catch {
    return preStoreData;
  }
}

export function storeDataQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['store-data', userId],
    queryFn: ({ signal }) => getStoreData(userId, signal),
    refetchInterval: (query) =>
      query.state.data?.storeState === 'processing' ? STORE_STATE_POLL_MS : false,
  });
}

export function useStoreData(userId: string | null) {
  return useQuery({ ...storeDataQueryOptions(userId ?? ''), enabled: userId !== null });
}
