import type { Design } from '@encore/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { browserStorage } from '../../../lib/storage';
import { storageKeys } from '../../../lib/storage-keys';
import { designsQueryOptions } from '../api/get-designs';
import { designCardId, newDesignsMessage } from '../lib/new-designs';
import { useDesignPolling, type IntervalScheduler } from './use-design-polling';

/** Spec §9: the new-designs notice stays 6 s. */
const NEW_DESIGNS_TOAST_MS = 6_000;

/** Brings a design's card into view and moves focus to it. */
function scrollToDesign(designId: string): void {
  const card = document.getElementById(designCardId(designId));
  if (!card) return;
  // Its top, below the header (scroll-margin): the launch banner covers the bottom of the screen.
  card.scrollIntoView({ behavior: 'smooth', block: 'start' });
  card.focus({ preventScroll: true });
}

/**
 * Polls for designs that finish after the user arrived (spec §4.4) when /v2/processing asked for
 * it with `should_poll_designs`; each poll refreshes the grid. New ones get a toast whose action
 * scrolls to the newest. The flag is cleared once the ten polls are done.
 */
export function useNewDesignNotices({
  userId,
  enabled,
  schedule,
  load,
}: {
  userId: string | null;
  enabled: boolean;
  schedule?: IntervalScheduler;
  /**
   * One poll of the screen's own designs query (first generation: getDesignsAndMocks); `first`
   * may answer from the cache. Without it, v2/designs.
   */
  load?: (first: boolean) => Promise<Design[]>;
}): void {
  const queryClient = useQueryClient();
  const [requested] = useState(
    () => browserStorage.getItem(storageKeys.shouldPollDesigns) === 'true',
  );

  const poll = useCallback(
    (first: boolean): Promise<Design[]> => {
      if (load) return load(first);
      const options = designsQueryOptions(userId ?? '');
      // The first poll shares the screen's own fetch; later ones always ask the server.
      return queryClient.fetchQuery(first ? options : { ...options, staleTime: 0 });
    },
    [load, queryClient, userId],
  );

  const onNewDesigns = useCallback((designs: Design[]) => {
    const newest = designs[0];
    toast(newDesignsMessage(designs.length), {
      duration: NEW_DESIGNS_TOAST_MS,
      action: newest && {
        label: 'See new designs',
        onClick: () => scrollToDesign(newest.id),
      },
    });
  }, []);

  const onDone = useCallback(() => {
    browserStorage.removeItem(storageKeys.shouldPollDesigns);
  }, []);

  useDesignPolling({
    enabled: requested && enabled && userId !== null,
    poll,
    onNewDesigns,
    onDone,
    schedule,
  });
}
