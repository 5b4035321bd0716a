import type { BuildStatus, StoreState } from '@encore/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { storeDataQueryKey } from '../../../../lib/store/get-store-data';
import { getBuildStatus } from '../api/get-build-status';
import {
  clearBuildPollingFlag,
  flagBuildPolling,
  isBuildPollingFlagged,
  saveStoreData,
} from '../../../../lib/store/build-polling-flag';

/** Spec §4.4 and §9: the store build is polled every 15 s, at most 30 times. */
const BUILD_POLL_MS = 15_000;
const BUILD_POLL_MAX_ATTEMPTS = 30;

export const BUILD_SLOW_TITLE = 'Store Build Taking Longer';
export const BUILD_SLOW_MESSAGE =
  'Your store is still being created. Please check back in a few minutes.';

export interface BuildPolling {
  /** buildStoreStatus is being polled. */
  polling: boolean;
  /** 30 checks passed without the store being ready; polling stopped. */
  gaveUp: boolean;
}

/**
 * Store build polling (spec §4.4, alternate): buildStoreStatus every 15 s. 'ready' with store
 * data saves it, says 'Your Store is Ready!' and goes to the dashboard; anything else (processing,
 * an unexpected status, an error) counts, and the 30th miss says the build is taking longer and
 * stops. It runs while the isStorePolling flag is set (so it resumes after a reload) and for any
 * build the server reports; get-store-data seeing the store ready triggers a check at once.
 */
export function useBuildPolling(userId: string, storeState: StoreState | undefined): BuildPolling {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [flagged, setFlagged] = useState(isBuildPollingFlagged);
  const [gaveUp, setGaveUp] = useState(false);
  const [done, setDone] = useState(false);
  const attempts = useRef(0);

  // A build reported by the server is polled even if nothing here started it.
  if (storeState === 'processing' && !flagged) setFlagged(true);
  // No store (none launched, or the build gave up): nothing to poll.
  const polling = flagged && !gaveUp && !done && storeState !== 'pre-store';
  const serverSaysReady = storeState === 'ready';

  useEffect(() => {
    if (polling) flagBuildPolling();
    else if (storeState === 'pre-store') clearBuildPollingFlag();
  }, [polling, storeState]);

  const ready = useEffectEvent((storeData: NonNullable<BuildStatus['storeData']>) => {
    saveStoreData(storeData);
    clearBuildPollingFlag();
    setDone(true);
    void queryClient.invalidateQueries({ queryKey: storeDataQueryKey(userId) });
    toast.success('Your Store is Ready!');
    void navigate('/store/dashboard');
  });

  const giveUp = useEffectEvent(() => {
    clearBuildPollingFlag();
    setGaveUp(true);
    toast(BUILD_SLOW_TITLE, { description: BUILD_SLOW_MESSAGE });
  });

  useEffect(() => {
    if (!polling) return;
    const controller = new AbortController();
    let stopped = false;
    let inFlight = false;

    async function check() {
      if (stopped || inFlight) return;
      inFlight = true;
      try {
        const result = await getBuildStatus(userId, controller.signal);
        if (stopped) return;
        if (result.status === 'ready' && result.storeData) {
          stop();
          ready(result.storeData);
          return;
        }
      } catch {
        // An error counts like a status that is not ready yet.
        if (stopped) return;
      } finally {
        inFlight = false;
      }
      attempts.current += 1;
      if (attempts.current >= BUILD_POLL_MAX_ATTEMPTS) {
        stop();
        giveUp();
      }
    }

    const timer = window.setInterval(() => void check(), BUILD_POLL_MS);
    function stop() {
      stopped = true;
      window.clearInterval(timer);
    }
    if (serverSaysReady) void check();
    return () => {
      stop();
      controller.abort();
    };
  }, [polling, serverSaysReady, userId]);

  return { polling, gaveUp };
}
