import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../../lib/auth';
import { browserStorage } from '../../../../lib/storage';
import { storageKeys } from '../../../../lib/storage-keys';
import {
  PROCESSING_STATUS_INTERVAL_MS,
  processingStatusQueryOptions,
} from '../../api/get-processing-status';
import {
  CHECK_INTERVAL_MS,
  FIRST_CHECK_MS,
  afterCheck,
  beforeCheck,
  canPoll,
  type CheckDecision,
} from '../lib/processing-checks';

export interface LegacyProcessingChecks {
  /** The message of the last failed check; null once a check succeeds. */
  lastError: string | null;
  /** The designs are ready and the screen leaves for /main shortly. */
  leaving: boolean;
}

/**
 * The checks of spec §4.2: getProcessingStatus 15 s after the screen opens, then every 7 s, at
 * most 25 times; 2+ designs → /main after 3 s, isComplete → /main, too many checks → /main.
 * A check shares the screen's own reading of the job when it is fresh. A failed check is recorded
 * and polling goes on.
 */
export function useLegacyProcessingChecks(): LegacyProcessingChecks {
  const { status, session } = useSession();
  const userId = session?.user.id;
  const accessToken = session?.accessToken;
  const allowed = canPoll({ userId, authenticated: status === 'authenticated', accessToken });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [lastError, setLastError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!allowed || !userId) return;
    let cancelled = false;
    let checks = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    function leave(decision: Extract<CheckDecision, { kind: 'leave' }>) {
      setLeaving(true);
      timer = setTimeout(() => {
        if (cancelled) return;
        if (decision.flag) browserStorage.setItem(storageKeys.cameFromProcessing, 'true');
        // More designs follow the first ones: /main tells the user when they land (spec §4.4).
        browserStorage.setItem(storageKeys.shouldPollDesigns, 'true');
        void navigate('/main', { replace: true });
      }, decision.delayMs);
    }

    async function check() {
      const counted = beforeCheck(checks);
      checks = counted.checks;
      if (counted.decision?.kind === 'leave') return leave(counted.decision);
      let decision: CheckDecision;
      try {
        // The screen's own reading when it is fresh (it polls every 2 s), else a new one.
        const answer = await queryClient.fetchQuery({
          ...processingStatusQueryOptions(userId),
          staleTime: PROCESSING_STATUS_INTERVAL_MS,
        });
        decision = afterCheck({ ok: true, status: answer });
      } catch (error) {
        decision = afterCheck({ ok: false, error });
      }
      if (cancelled) return;
      if (decision.kind === 'leave') return leave(decision);
      setLastError(decision.error);
      timer = setTimeout(() => void check(), CHECK_INTERVAL_MS);
    }

    timer = setTimeout(() => void check(), FIRST_CHECK_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [allowed, navigate, queryClient, userId]);

  return { lastError, leaving };
}
