import type { StoreState } from '@encore/contracts';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SiteHeader } from '../../../../components/layout/site-header';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useSession } from '../../../../lib/auth';
import { isStoreProcessingForced } from '../../../../lib/debug-store-processing';
import { useStoreData } from '../../../../lib/store/get-store-data';
import { resetLaunchCtaDismissal } from '../../../../lib/store/launch-cta';
import { LAUNCH_FAILED_MESSAGE } from '../../../../lib/store/use-store-transitions';
import { useBuildPolling } from '../hooks/use-build-polling';
import type { LegacyStoreContext } from '../hooks/use-legacy-store';
import { readSavedArtist } from '../../../../lib/saved-artist';
import { LaunchBanner } from './launch-banner';
import { LegacyBottomNav } from '../../../../components/layout/legacy-bottom-nav';
import { StoreHeader } from './store-header';

/** While the launching banner shows, the store is read every 5 s so its checklist ticks. */
const LAUNCH_BANNER_POLL_MS = 5_000;
/** The dashboard's figures are live: read afresh on arrival and every minute. */
const FIGURES_REFRESH_MS = 60_000;

/**
 * Spec §2.6: without a store, and with no build under way, the store area sends the user to
 * /main and brings the build call-to-action back there.
 */
function NoStoreRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    resetLaunchCtaDismissal();
    void navigate('/main', { replace: true });
  }, [navigate]);
  return null;
}

/** A build this screen saw under way that went back to pre-store gave up: say so. */
function useBuildFailedNotice(storeState: StoreState | undefined) {
  const previous = useRef(storeState);
  useEffect(() => {
    if (previous.current === 'processing' && storeState === 'pre-store') {
      toast.error(LAUNCH_FAILED_MESSAGE);
    }
    previous.current = storeState;
  }, [storeState]);
}

/**
 * /store/* (spec §2.1, §2.6): the artist's name, 'Store', the settings and overview tabs, and —
 * while a build runs — the launching banner and the build polling of spec §4.4.
 */
export function LegacyStoreLayout() {
  const { session } = useSession();
  const userId = session?.user.id ?? '';
  const { data: store } = useStoreData(userId || null, {
    processingPollMs: LAUNCH_BANNER_POLL_MS,
    readyPollMs: FIGURES_REFRESH_MS,
  });
  const { polling, gaveUp } = useBuildPolling(userId, store?.storeState);
  useBuildFailedNotice(store?.storeState);
  const [artist] = useState(readSavedArtist);
  // The artist this browser kept, else the one the store was launched for (once it is read), else
  // the account's name: never the account's name first and the artist's a moment later.
  const artistName =
    artist?.name ?? (store === undefined ? null : (store.storeName ?? session?.user.name ?? null));

  if (store?.storeState === 'pre-store') return <NoStoreRedirect />;
  // The debug panel's store mode (spec §4.4) shows the launching mode over any store.
  const building =
    store !== undefined && (store.storeState === 'processing' || isStoreProcessingForced());
  const context: LegacyStoreContext | null =
    store === undefined ? null : { userId, store, building };

  return (
    <div className="min-h-dvh pb-28">
      <SiteHeader />
      <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-5 pt-2 sm:px-8">
        <StoreHeader artistName={artistName} />
        {building && <LaunchBanner build={store.build} gaveUp={gaveUp} />}
        {context ? (
          <Outlet context={context} />
        ) : (
          <div className="flex flex-col gap-4" aria-busy="true">
            <Skeleton className="h-40 rounded-2xl" />
            <Skeleton className="h-56 rounded-2xl" />
          </div>
        )}
      </main>
      <LegacyBottomNav
        storeDot={!(store?.isStoreEnabled === true && !polling)}
        avatarUrl={artist?.imageUrl ?? session?.user.avatarUrl ?? null}
        email={session?.user.email ?? null}
      />
    </div>
  );
}
