import {
  STORE_BUILD_STEPS,
  type StoreBuildProgress,
  type StoreDetails,
  type StoreOverview,
} from '@encore/contracts';
import type { CallAnswers } from '../../mocks';
import { json, serveApi } from '../../test/fake-api';

// Stores as get-store-data answers them, and a server (through MSW) that keeps one: shared by the tests
// of the v2 store screens and the legacy /store/* screens.

export const shopUrl = 'http://localhost:3000/shop/ari-artist';
export const shareTracking = 'utm_source=artist&utm_medium=share&utm_campaign=store_settings';

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
    topProducts: [],
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
    shareUrl: `${shopUrl}?${shareTracking}`,
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
  return makeStore({
    storeState: 'processing',
    isStoreEnabled: null,
    isStorePrivate: null,
    shopifyStoreUrl: null,
    build,
    overview: null,
    shareUrl: null,
  });
}

interface StoreBody {
  isStoreEnabled?: boolean;
  isStorePrivate?: boolean;
  password?: string;
}

/**
 * The server (through MSW) keeping one store: the store calls change what get-store-data
 * answers next. `handlers` add or replace calls.
 */
export function serveStoreApi(initial: StoreDetails, handlers: CallAnswers = {}) {
  const server = { store: initial };
  const api = serveApi({
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
          ? `${shopUrl}?key=k3y&${shareTracking}`
          : `${shopUrl}?${shareTracking}`,
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
  return { api, server };
}
