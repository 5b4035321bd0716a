import type { StoreDetails } from '@encore/contracts';
import type { CallAnswers } from '../../mocks';
import { json, makeAuthUser } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { signIn } from '../../test/session';
import { serveStoreApi } from './store-fixtures';

export { makeBuild, makeOverview, makeProcessingStore, makeStore } from './store-fixtures';

/**
 * A signed-in artist with a store, and the server as a server (through MSW) that keeps the store's
 * state: the store calls change what get-store-data answers next. `handlers` replace any call.
 */
export function renderStoreRoute(path: string, initial: StoreDetails, handlers: CallAnswers = {}) {
  signIn();
  window.localStorage.setItem('v2_user_id', 'user-1');
  const { api, server } = serveStoreApi(initial, {
    'auth-user': () => json(makeAuthUser({ userState: 'app' })),
    'v2/designs': () => json({ designs: [] }),
    ...handlers,
  });
  const view = renderRoute(path);
  return { ...view, api, server };
}
