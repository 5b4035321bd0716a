import type { RequestOf, ResponseOf } from '@encore/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/workflow-client';
import { patchStore } from './store-cache';

/**
 * POST store/update-password (Encore's own call): a private store's new password, 4–64
 * characters. The answer also carries the store's current share link.
 */
export function updateStorePassword(
  input: RequestOf<'store/update-password'>,
): Promise<ResponseOf<'store/update-password'>> {
  return callEndpoint('store/update-password', input);
}

export function useUpdateStorePassword(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['store/update-password', userId],
    mutationFn: (password: string) => updateStorePassword({ userId, password }),
    onSuccess: ({ data }) =>
      patchStore(queryClient, userId, {
        storePassword: data.storePassword,
        ...(data.shareUrl ? { shareUrl: data.shareUrl } : {}),
      }),
  });
}
