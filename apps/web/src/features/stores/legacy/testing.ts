import type { StoreDetails } from '@encore/contracts';
import type { CallAnswers } from '../../../mocks';
import { json } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { signIn } from '../../../test/session';
import { serveStoreApi } from '../store-fixtures';

export {
  makeBuild,
  makeOverview,
  makeProcessingStore,
  makeStore,
  shareTracking,
  shopUrl,
} from '../store-fixtures';

/** The legacy lookup's artist, as onboarding keeps it in local storage (spec §3). */
export function saveArtist(name = 'Nova Lights', imageUrl: string | null = null) {
  window.localStorage.setItem(
    'spotifyArtist',
    JSON.stringify({
      id: 'artist-1',
      name,
      external_urls: { spotify: 'https://open.spotify.com/artist/artist-1' },
      images: imageUrl ? [{ url: imageUrl }] : [],
    }),
  );
}

/**
 * A signed-in artist at `path` with a store, and the server as a server (through MSW) that keeps it:
 * the store calls change what get-store-data answers next, and buildStoreStatus answers from the
 * same store unless a handler replaces it.
 */
export function renderLegacyStoreRoute(
  path: string,
  initial: StoreDetails,
  handlers: CallAnswers = {},
) {
  signIn();
  const state: { server: { store: StoreDetails } | null } = { server: null };
  const { api, server } = serveStoreApi(initial, {
    buildStoreStatus: () => {
      const store = state.server?.store ?? initial;
      return json({
        status: store.storeState,
        storeData: {
          storeState: store.storeState,
          isStoreEnabled: store.isStoreEnabled,
          isStorePrivate: store.isStorePrivate,
          shopifyStoreUrl: store.shopifyStoreUrl,
        },
      });
    },
    ...handlers,
  });
  state.server = server;
  const view = renderRoute(path);
  return { ...view, api, server };
}
