// The stores domain: the artist's store — its launch and build job, settings, privacy, password,
// status and overview — and the platform it runs on. What the rest of the server may use.
export { createStoresService, type StoresDeps, type StoresService } from './service.ts';
export { createEncorePlatform } from './encore-platform.ts';
export type { ShopPlatform } from './shop-platform.ts';
export { createStoreChanges, type StoreChanges } from './store-changes.ts';
export { storeCalls } from './calls/store-calls.ts';
export {
  buildJobId,
  buildStoreJob,
  createBuildStoreHandler,
  type BuildStoreDeps,
} from './jobs/build-store.job.ts';
