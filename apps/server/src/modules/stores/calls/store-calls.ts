import { BUILD_STORE_SUCCESS_STATUS } from '@encore/contracts';
import { signedInCalls } from '../../../http/calls/call.ts';
import type { StoresService } from '../service.ts';

/**
 * The store calls of both generations: launch (build-store, buildStore), what the store screens
 * read (get-store-data, buildStoreStatus) and the artist's settings. The route layer has already
 * matched the request's userId to the token's user, so the token's user is the one acted for; the
 * service's refusals carry their 400/409.
 */
export function storeCalls(stores: StoresService) {
  return signedInCalls({
    'build-store': async ({ input, user }) => {
      await stores.launch(user.id, input.selectedDesigns);
      return { success: true, error: null };
    },
    buildStore: async ({ input, user }) => {
      await stores.launch(user.id, input.selectedDesigns);
      return { data: { status: BUILD_STORE_SUCCESS_STATUS } };
    },
    buildStoreStatus: async ({ user }) => stores.buildStatus(user.id),
    'get-store-data': async ({ user }) => stores.details(user.id),
    'store/update-status': async ({ input, user }) => ({
      data: await stores.setEnabled(user.id, input.isStoreEnabled),
    }),
    'store/update-privacy': async ({ input, user }) => ({
      data: await stores.setPrivate(user.id, input.isStorePrivate),
    }),
    'store/update-password': async ({ input, user }) => ({
      data: await stores.setPassword(user.id, input.password),
    }),
  });
}
