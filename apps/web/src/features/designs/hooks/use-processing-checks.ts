import type { AuthUserResponse } from '@encore/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { authUserQueryOptions } from '../../../lib/api/get-auth-user';
import { useSession } from '../../../lib/auth';
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
 * A failed check (network, server error) is retried at the next tick.
 */
export function useProcessingChecks(): void {
  const { session } = useSession();
  const sessionUserId = session?.user.id;
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (!sessionUserId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;

    async function check() {
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
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [navigate, queryClient, sessionUserId]);
}
