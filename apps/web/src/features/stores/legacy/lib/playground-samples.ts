import {
  STORE_BUILD_STEPS,
  preStoreData,
  type StoreBuildProgress,
  type StoreDetails,
} from '@encore/contracts';

// The sample stores of /playground, a preview of the legacy store screens' two states. Nothing
// here is anyone's store: the URL names no real shop.

/** The screens the switcher offers (spec §2.6). */
export const playgroundScreens = [
  { id: 'launching', label: 'Launching' },
  { id: 'launched', label: 'Launched' },
] as const;
export type PlaygroundScreen = (typeof playgroundScreens)[number]['id'];

export const sampleStoreUrl = 'https://shop.example.com/your-artist-name';

/** A build that started when the preview opened: first step done, the second under way. */
export function sampleBuild(startedAt: Date): StoreBuildProgress {
  return {
    steps: STORE_BUILD_STEPS.map((step, index) => ({
      id: step.id,
      label: step.label,
      status: index === 0 ? 'done' : index === 1 ? 'active' : 'pending',
    })),
    startedAt: startedAt.toISOString(),
    // No estimate: the banner counts down the spec's 247 s (§9).
    estimatedSeconds: null,
    error: null,
  };
}

export function sampleLaunchingStore(startedAt: Date): StoreDetails {
  return { ...preStoreData, storeState: 'processing', build: sampleBuild(startedAt) };
}

export const sampleLaunchedStore: StoreDetails = {
  ...preStoreData,
  storeState: 'ready',
  isStoreEnabled: true,
  isStorePrivate: false,
  shopifyStoreUrl: sampleStoreUrl,
  shareUrl: sampleStoreUrl,
};
