import type { RequestOf, ResponseOf } from '@encore/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/workflow-client';
import { patchStore, patchStoreOptimistically, refreshStore, restoreStore } from './store-cache';

/** POST store/update-privacy (spec §7): makes the store private (password) or public. */
export function updateStorePrivacy(
  input: RequestOf<'store/update-privacy'>,
): Promise<ResponseOf<'store/update-privacy'>> {
  return callEndpoint('store/update-privacy', input);
}

/**
 * The 'Private Store' switch: shows the change at once and puts it back if saving fails. The
 * store is read again afterwards: its share link and password change with its privacy.
 */
export function useUpdateStorePrivacy(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['store/update-privacy', userId],
    mutationFn: (isStorePrivate: boolean) => updateStorePrivacy({ userId, isStorePrivate }),
    onMutate: (isStorePrivate) => patchStoreOptimistically(queryClient, userId, { isStorePrivate }),
    onError: (_error, _isStorePrivate, snapshot) => restoreStore(queryClient, userId, snapshot),
    onSuccess: ({ data }) =>
      patchStore(queryClient, userId, {
        isStorePrivate: data.isStorePrivate,
        ...(data.shopifyStoreUrl ? { shopifyStoreUrl: data.shopifyStoreUrl } : {}),
      }),
    onSettled: () => refreshStore(queryClient, userId),
  });
}
