import type { StoreDetails } from '@encore/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { storeDataQueryKey } from '../../../lib/store/get-store-data';

// The store-data cache as the store mutations change it: an optimistic change shows at once, a
// failure puts back what was there, the server's answer is written in, and the store is read
// again afterwards (a privacy change also changes the share link and password).

export interface StoreSnapshot {
  previous: StoreDetails | undefined;
}

export function patchStore(
  queryClient: QueryClient,
  userId: string,
  patch: Partial<StoreDetails>,
): void {
  queryClient.setQueryData<StoreDetails>(storeDataQueryKey(userId), (store) =>
    store ? { ...store, ...patch } : store,
  );
}

export async function patchStoreOptimistically(
  queryClient: QueryClient,
  userId: string,
  patch: Partial<StoreDetails>,
): Promise<StoreSnapshot> {
  const queryKey = storeDataQueryKey(userId);
  // A read in flight would land after this change and undo it on screen.
  await queryClient.cancelQueries({ queryKey });
  const previous = queryClient.getQueryData<StoreDetails>(queryKey);
  patchStore(queryClient, userId, patch);
  return { previous };
}

export function restoreStore(
  queryClient: QueryClient,
  userId: string,
  snapshot: StoreSnapshot | undefined,
): void {
  if (snapshot?.previous) queryClient.setQueryData(storeDataQueryKey(userId), snapshot.previous);
}

export function refreshStore(queryClient: QueryClient, userId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: storeDataQueryKey(userId) });
}
