import { DESIGN_PROGRESS_EVENT, type AuthUserResponse } from '@encore/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { authUserQueryOptions } from '../../../lib/api/get-auth-user';
import { useSession } from '../../../lib/auth';
import { useLiveEvent } from '../../../lib/live-events';
import { browserStorage } from '../../../lib/storage';
import { storageKeys } from '../../../lib/storage-keys';
import { WorkflowRequestError } from '../../../lib/workflow-client';
import { decideProcessingCheck } from '../lib/processing-route';

/** Spec §9: the first re-check after 5 s, then every 10 s. */
const FIRST_CHECK_MS = 5_000;
const CHECK_INTERVAL_MS = 10_000;

/**
 * Re-checks auth-user while the experience is prepared (spec §4.5) and leaves when the state
 * says so: app → /v2/main (and the designs screen is told to poll), absent or new → onboarding.
 * A failed check (network, server error) is retried at the next tick. When the live stream says
 * the first designs are ready, the check runs at once instead of at its next tick.
 */
export function useProcessingChecks(): void {
  const { session } = useSession();
  const sessionUserId = session?.user.id;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const checkNow = useRef<(() => void) | null>(null);

  useLiveEvent((event) => {
    if (event.name !== DESIGN_PROGRESS_EVENT || event.data.job !== 'generate') return;
    const { generationStatus } = event.data;
    if (generationStatus === 'ready' || generationStatus === 'complete') checkNow.current?.();
  }, sessionUserId !== undefined);

  useEffect(() => {
    if (!sessionUserId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    let checking = false;
    /** A live event came during a check: check again as soon as it ends. */
    let again = false;

    async function check() {
      checking = true;
      try {
        await checkOnce();
      } finally {
        checking = false;
      }
      if (again && !cancelled) {
        again = false;
        clearTimeout(timer);
        void check();
      }
    }

    async function checkOnce() {
      let user: AuthUserResponse | null;
      try {
        user = await queryClient.fetchQuery({
          ...authUserQueryOptions(sessionUserId),
          staleTime: 0,
        });
      } catch (error) {
        // 404: the server has no such user (any more). Anything else may pass: try again.
        if (!(error instanceof WorkflowRequestError && error.status === 404)) {
          schedule(CHECK_INTERVAL_MS);
          return;
        }
        user = null;
      }
      if (cancelled) return;
      const next = decideProcessingCheck(user);
      if (next.kind === 'stay') {
        schedule(CHECK_INTERVAL_MS);
      } else if (next.kind === 'main') {
        browserStorage.setItem(storageKeys.shouldPollDesigns, 'true');
        void navigate('/v2/main', { replace: true });
      } else {
        void navigate(next.to, { replace: true });
      }
    }

    function schedule(ms: number) {
      if (!cancelled) timer = setTimeout(() => void check(), ms);
    }

    schedule(FIRST_CHECK_MS);
    checkNow.current = () => {
      if (checking) {
        again = true;
        return;
      }
      clearTimeout(timer);
      void check();
    };
    return () => {
      cancelled = true;
      checkNow.current = null;
      clearTimeout(timer);
    };
  }, [navigate, queryClient, sessionUserId]);
}
