import type { RequestOf, ResponseOf } from '@encore/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/workflow-client';
import { patchStore, patchStoreOptimistically, refreshStore, restoreStore } from './store-cache';

/** POST store/update-status (spec §7): takes the store online or offline. */
export function updateStoreStatus(
  input: RequestOf<'store/update-status'>,
): Promise<ResponseOf<'store/update-status'>> {
  return callEndpoint('store/update-status', input);
}

/** The 'Store Online' switch: shows the change at once and puts it back if saving fails. */
export function useUpdateStoreStatus(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['store/update-status', userId],
    mutationFn: (isStoreEnabled: boolean) => updateStoreStatus({ userId, isStoreEnabled }),
    onMutate: (isStoreEnabled) => patchStoreOptimistically(queryClient, userId, { isStoreEnabled }),
    onError: (_error, _isStoreEnabled, snapshot) => restoreStore(queryClient, userId, snapshot),
    onSuccess: ({ data }) =>
      patchStore(queryClient, userId, { isStoreEnabled: data.isStoreEnabled }),
    onSettled: () => refreshStore(queryClient, userId),
  });
}
