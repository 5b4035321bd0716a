import type { Design } from '@encore/contracts';
import { useEffect, useEffectEvent } from 'react';
import { designsNewerThan, newestCreatedAt } from '../lib/new-designs';

/** Spec §4.4 and §9: 10 polls, 15 s apart. */
const DESIGN_POLL_INTERVAL_MS = 15_000;
const DESIGN_POLL_COUNT = 10;

/** Calls `tick` every `ms` until the returned function is called. Tests swap it. */
export type IntervalScheduler = (tick: () => void, ms: number) => () => void;

const browserInterval: IntervalScheduler = (tick, ms) => {
  const id = setInterval(tick, ms);
  return () => clearInterval(id);
};

export interface DesignPollingOptions {
  enabled: boolean;
  /** One poll: the user's designs. `first` may answer from the cache; later polls must not. */
  poll: (first: boolean) => Promise<Design[]>;
  /** Designs newer than anything seen before, newest first. */
  onNewDesigns: (designs: Design[]) => void;
  /** After the last poll. */
  onDone: () => void;
  intervalMs?: number;
  maxPolls?: number;
  schedule?: IntervalScheduler;
}

/**
 * Design polling of spec §4.4: the first poll (at once) sets a baseline of the newest createdAt
 * without a notice; each later one reports the designs newer than the baseline and moves it.
 * A failed poll still counts; the baseline comes from the first poll that succeeds.
 */
export function useDesignPolling({
  enabled,
  poll,
  onNewDesigns,
  onDone,
  intervalMs = DESIGN_POLL_INTERVAL_MS,
  maxPolls = DESIGN_POLL_COUNT,
  schedule = browserInterval,
}: DesignPollingOptions): void {
  const runPoll = useEffectEvent((first: boolean) => poll(first));
  const reportNew = useEffectEvent((designs: Design[]) => onNewDesigns(designs));
  const finish = useEffectEvent(() => onDone());

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let polls = 0;
    let hasBaseline = false;
    let baseline: number | null = null;

    async function tick() {
      if (polls >= maxPolls) return;
      polls += 1;
      const last = polls === maxPolls;
      if (last) cancel();
      try {
        const designs = await runPoll(polls === 1);
        if (stopped) return;
        if (!hasBaseline) {
          hasBaseline = true;
          baseline = newestCreatedAt(designs);
        } else {
          const fresh = designsNewerThan(designs, baseline);
          if (fresh.length > 0) {
            baseline = newestCreatedAt(designs);
            reportNew(fresh);
          }
        }
      } catch {
        // A failed poll is one of the ten; the next one tries again.
      } finally {
        if (last && !stopped) finish();
      }
    }

    const cancel = schedule(() => void tick(), intervalMs);
    void tick();
    return () => {
      stopped = true;
      cancel();
    };
  }, [enabled, intervalMs, maxPolls, schedule]);
}
