import { BUILD_STORE_SUCCESS_STATUS } from '@encore/contracts';
import { InvalidSelectionError, StoreAlreadyLiveError, StoreNotReadyError } from '../errors.ts';
import type { StoresService } from '../service.ts';
import { HttpError } from '../../../http/plugins/error-handler.ts';
import { signedIn, type WebhookHandlers } from '../../../http/routes/webhooks.ts';

/** The stores service's refusals as responses: a 400 naming the field, or a 409 that says why. */
function storeErrorToHttp(error: unknown): never {
  if (error instanceof InvalidSelectionError) {
    throw new HttpError(400, 'invalid_request', error.message, error.field);
  }
  if (error instanceof StoreAlreadyLiveError) {
    throw new HttpError(409, 'store_exists', error.message);
  }
  if (error instanceof StoreNotReadyError) {
    throw new HttpError(
      409,
      error.state === 'processing' ? 'store_building' : 'no_store',
      error.message,
    );
  }
  throw error;
}

const refusing = <T>(work: Promise<T>): Promise<T> => work.catch(storeErrorToHttp);

/**
 * The store calls of both generations (issue 7): launch (build-store, buildStore), what the store
 * screens read (get-store-data, buildStoreStatus) and the artist's settings. The route layer has
 * already matched the request's userId to the token's user, so the token's user is the one acted
 * for.
 */
export function storeWebhookHandlers(
  stores: StoresService,
): Pick<
  WebhookHandlers,
  | 'build-store'
  | 'buildStore'
  | 'buildStoreStatus'
  | 'get-store-data'
  | 'store/update-status'
  | 'store/update-privacy'
  | 'store/update-password'
> {
  return {
    'build-store': async ({ input, user }) => {
      await refusing(stores.launch(signedIn(user).id, input.selectedDesigns));
      return { success: true, error: null };
    },
    buildStore: async ({ input, user }) => {
      await refusing(stores.launch(signedIn(user).id, input.selectedDesigns));
      return { data: { status: BUILD_STORE_SUCCESS_STATUS } };
    },
    buildStoreStatus: async ({ user }) => stores.buildStatus(signedIn(user).id),
    'get-store-data': async ({ user }) => stores.details(signedIn(user).id),
    'store/update-status': async ({ input, user }) => ({
      data: await refusing(stores.setEnabled(signedIn(user).id, input.isStoreEnabled)),
    }),
    'store/update-privacy': async ({ input, user }) => ({
      data: await refusing(stores.setPrivate(signedIn(user).id, input.isStorePrivate)),
    }),
    'store/update-password': async ({ input, user }) => ({
      data: await refusing(stores.setPassword(signedIn(user).id, input.password)),
    }),
  };
}
