/**
 * One artist's whole journey, as the SPA walks it: sign in through the built-in provider, validate
 * the profile link, onboard, follow the designs on the live stream (reading getProcessingStatus
 * at each step, as the processing screen does), pick designs, launch, follow the build, and open
 * the store once it is live. Every answered write is noted for the lost-writes check.
 */
import { demoArtists } from '@encore/demo-catalog';
import { signInWithLocalProvider } from '../../apps/server/src/testing/sign-in.ts';
import {
  callOk,
  callSignal,
  nextWebUrl,
  openLiveStream,
  pause,
  type LiveStream,
  type LoadContext,
  type Session,
} from './client.ts';
import { CallFailed } from './metrics.ts';

/** The processing screen's safety-net poll while its live stream is open (get-processing-status.ts). */
const LIVE_SAFETY_POLL_MS = 15_000;
/** Designs the artist picks for the store (the launch screen asks for at least one). */
const PICKED_DESIGNS = 2;

/** Signs in on one web process, timed as `sign-in` (the provider's pages, the form, the token). */
export async function signIn(context: LoadContext, email: string, name: string): Promise<Session> {
  const baseUrl = nextWebUrl(context);
  const { tokens } = await context.recorder.timed('sign-in', async () => {
    try {
      return { status: 200, ...(await signInWithLocalProvider(baseUrl, { email, name })) };
    } catch (error) {
      // The helper throws with the status it met ("sign-in page: 429 at …"); keep that status.
      const status = Number(/: (\d{3})\b/.exec((error as Error).message)?.[1] ?? 0);
      throw new CallFailed('sign-in', status, (error as Error).message.slice(0, 200));
    }
  });
  return { userId: tokens.user.id, token: tokens.access_token };
}

/**
 * Waits until `done` is seen on the stream, or a poll (each event, and every 15 s as the safety
 * net) says so: the screen's own logic, so a lost event only delays, never hangs, the journey.
 */
async function follow(
  context: LoadContext,
  stream: LiveStream,
  isDone: (event: { name: string; data: Record<string, unknown> }) => boolean,
  poll: () => Promise<boolean>,
): Promise<void> {
  let finished = false;
  // A stream that ends leaves the polling to finish the wait, as the screen's would.
  const fromStream = stream.waitFor(isDone).then(
    () => (finished = true),
    () => new Promise<never>(() => undefined),
  );
  const fromPolling = (async () => {
    while (!finished && !context.hardStop.aborted) {
      await pause(context, LIVE_SAFETY_POLL_MS);
      if (!finished && (await poll())) finished = true;
    }
  })();
  await Promise.race([fromStream, fromPolling]);
  finished = true;
  if (context.hardStop.aborted) throw new Error('stopped');
}

export async function artistJourney(context: LoadContext, runId: string, index: number) {
  const { recorder } = context;
  const artist = demoArtists[index % demoArtists.length];
  if (!artist) throw new Error('no offline artist');
  recorder.counters.artistsStarted += 1;
  const started = performance.now();
  const { userId, token } = await signIn(
    context,
    `load-${runId}-artist-${index}@example.com`,
    `Load Artist ${index}`,
  );
  await callOk(context, 'validate-spotify-artist', {
    artistUrl: `https://open.spotify.com/artist/${artist.id}`,
  });
  await callOk(context, 'auth-user', {}, token);

  const stream = await openLiveStream(context, token);
  try {
    const onboarded = (await callOk(
      context,
      'submit-onboarding',
      { userId, spotifyId: artist.id, inviteToken: '' },
      token,
    )) as { success: boolean; waitingListJoinedAt: string | null };
    if (!onboarded.success || onboarded.waitingListJoinedAt !== null) {
      throw new CallFailed('submit-onboarding', 200, 'not admitted (waiting list)');
    }
    const submittedAt = performance.now();
    const generationComplete = async () => {
      const status = (await callOk(context, 'getProcessingStatus', { userId }, token)) as {
        generationStatus?: string;
      };
      if (status.generationStatus === 'failed') {
        throw new CallFailed('getProcessingStatus', 200, 'generation failed');
      }
      return status.generationStatus === 'complete';
    };
    await follow(
      context,
      stream,
      (event) => event.name === 'design-progress' && event.data.generationStatus === 'complete',
      generationComplete,
    );
    recorder.journey('onboarding → designs complete', performance.now() - submittedAt);

    const { designs } = (await callOk(context, 'v2/designs', { userId }, token)) as {
      designs: { id: string; status: string }[];
    };
    recorder.writes.designsByUser.set(userId, designs.length);
    const picked = designs.slice(0, PICKED_DESIGNS).map((design) => design.id);
    if (picked.length === 0) throw new CallFailed('v2/designs', 200, 'no designs');

    const launchedAt = performance.now();
    await callOk(context, 'build-store', { userId, selectedDesigns: picked }, token);
    const storeState = async () => {
      const data = (await callOk(context, 'get-store-data', { userId }, token)) as {
        storeState: string;
      };
      if (data.storeState === 'failed') throw new CallFailed('get-store-data', 200, 'build failed');
      return data.storeState === 'ready';
    };
    await follow(
      context,
      stream,
      (event) => event.name === 'store-build' && event.data.state !== 'processing',
      storeState,
    );
    const store = (await callOk(context, 'get-store-data', { userId }, token)) as {
      storeState: string;
      shopifyStoreUrl: string | null;
    };
    if (store.storeState !== 'ready' || !store.shopifyStoreUrl) {
      throw new CallFailed('get-store-data', 200, `store ${store.storeState} after its build`);
    }
    await storefrontShowsProducts(context, store.shopifyStoreUrl);
    recorder.writes.storeByUser.set(userId, store.shopifyStoreUrl);
    recorder.journey('launch → store live', performance.now() - launchedAt);
    recorder.journey('sign-in → store live', performance.now() - started);
    recorder.counters.artistsLive += 1;
    recorder.liveAt.push(Date.now());
    return { storeUrl: store.shopifyStoreUrl, session: { userId, token } };
  } finally {
    stream.close();
  }
}

/** The store's page with its products: what "live" means to the artist who opens it. */
async function storefrontShowsProducts(context: LoadContext, storeUrl: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const page = await context.recorder.timed('storefront home (artist)', async () => {
      const response = await fetch(storeUrl, { signal: callSignal(context) });
      return { status: response.status, body: await response.text() };
    });
    if (page.status === 200 && page.body.includes('/products/')) return;
    await pause(context, 250);
  }
  throw new CallFailed('storefront home (artist)', 0, 'no products after the build was ready');
}
