import {
  STORE_BUILD_STEPS,
  type StoreBuildProgress,
  type StoreDetails,
  type StoreOverview,
} from '@encore/contracts';
import { json, makeAuthUser, stubApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { signIn } from '../../test/session';

const shopUrl = 'http://localhost:3000/shop/ari-artist';

/** A new store's figures, with overrides. */
export function makeOverview(overrides: Partial<StoreOverview> = {}): StoreOverview {
  return {
    currency: 'usd',
    weeklyRevenueCents: 0,
    previousWeekRevenueCents: 0,
    revenueChangePercent: 0,
    visitors: 0,
    orders: 0,
    conversionPercent: 0,
    insights: ['Your store is live. Share its link to bring your first visitors.'],
    ...overrides,
  };
}

/** A ready store as get-store-data answers, with overrides. */
export function makeStore(overrides: Partial<StoreDetails> = {}): StoreDetails {
  return {
    storeState: 'ready',
    isStoreEnabled: true,
    isStorePrivate: false,
    shopifyStoreUrl: shopUrl,
    storeBannerUrl: null,
    storeColor: null,
    build: null,
    overview: makeOverview(),
    storePassword: null,
    shareUrl: `${shopUrl}?utm_source=artist&utm_medium=share&utm_campaign=store_settings`,
    ...overrides,
  };
}

/** A build in progress: the first `done` steps finished, the next one under way. */
export function makeBuild(
  done: number,
  overrides: Partial<StoreBuildProgress> = {},
): StoreBuildProgress {
  return {
    steps: STORE_BUILD_STEPS.map((step, index) => ({
      id: step.id,
      label: step.label,
      status: index < done ? 'done' : index === done ? 'active' : 'pending',
    })),
    startedAt: new Date().toISOString(),
    estimatedSeconds: 180,
    error: null,
    ...overrides,
  };
}

export function makeProcessingStore(build: StoreBuildProgress | null = makeBuild(1)) {
  return makeStore({ storeState: 'processing', build, overview: null, shareUrl: null });
}

type Handler = (body: unknown) => Response | Promise<Response>;

interface StoreBody {
  isStoreEnabled?: boolean;
  isStorePrivate?: boolean;
  password?: string;
}

/**
 * A signed-in artist with a store, and the server as a stubbed fetch that keeps the store's
 * state: the store calls change what get-store-data answers next. `handlers` replace any call.
 */
export function renderStoreRoute(
  path: string,
  initial: StoreDetails,
  handlers: Record<string, Handler> = {},
) {
  signIn();
  window.localStorage.setItem('v2_user_id', 'user-1');
  const server = { store: initial };
  const api = stubApi({
    'auth-user': () => json(makeAuthUser({ userState: 'app' })),
    'v2/designs': () => json({ designs: [] }),
    'get-store-data': () => json(server.store),
    'store/update-status': (body) => {
      const { isStoreEnabled = true } = body as StoreBody;
      server.store = { ...server.store, isStoreEnabled };
      return json({ data: { isStoreEnabled } });
    },
    'store/update-privacy': (body) => {
      const { isStorePrivate = false } = body as StoreBody;
      server.store = {
        ...server.store,
        isStorePrivate,
        storePassword: isStorePrivate ? 'velvet482' : null,
        shareUrl: isStorePrivate
          ? `${shopUrl}?key=k3y&utm_source=artist&utm_medium=share&utm_campaign=store_settings`
          : `${shopUrl}?utm_source=artist&utm_medium=share&utm_campaign=store_settings`,
      };
      return json({ data: { isStorePrivate, shopifyStoreUrl: shopUrl } });
    },
    'store/update-password': (body) => {
      const { password = '' } = body as StoreBody;
      server.store = { ...server.store, storePassword: password };
      return json({ data: { storePassword: password, shareUrl: server.store.shareUrl ?? null } });
    },
    ...handlers,
  });
  const view = renderRoute(path);
  return { ...view, api, server };
}
