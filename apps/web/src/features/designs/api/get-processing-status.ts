import { DESIGN_PROGRESS_EVENT, LIVE_READY_EVENT } from '@encore/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/auth';
import { useLiveEvent, useLiveEventsOpen } from '../../../lib/live-events';
import { callEndpoint } from '../../../lib/workflow-client';

/** How often the bar follows the generation job while this screen is open. */
export const PROCESSING_STATUS_INTERVAL_MS = 2_000;
/** While the live stream is open the job's steps arrive as events; this is only a safety net. */
const PROCESSING_STATUS_LIVE_INTERVAL_MS = 15_000;

/** GET getProcessingStatus (spec §7): the design generation job's real progress. */
export function getProcessingStatus(userId: string, signal?: AbortSignal) {
  return callEndpoint('getProcessingStatus', { userId }, { signal });
}

export function processingStatusQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: ['processing-status', userId ?? null],
    queryFn: ({ signal }) => getProcessingStatus(userId ?? '', signal),
    enabled: userId !== undefined,
    refetchInterval: PROCESSING_STATUS_INTERVAL_MS,
    retry: false,
  });
}

/**
 * The signed-in user's generation progress: read again at once when the job reports a step on the
 * live stream, and polled (every 2 s while the stream is down) while the screen is open.
 */
export function useProcessingStatus() {
  const { session } = useSession();
  const userId = session?.user.id;
  const queryClient = useQueryClient();
  const live = useLiveEventsOpen();
  useLiveEvent((event) => {
    if (event.name === LIVE_READY_EVENT || event.name === DESIGN_PROGRESS_EVENT) {
      void queryClient.invalidateQueries({ queryKey: ['processing-status', userId ?? null] });
    }
  }, userId !== undefined);
  return useQuery({
    ...processingStatusQueryOptions(userId),
    refetchInterval: live ? PROCESSING_STATUS_LIVE_INTERVAL_MS : PROCESSING_STATUS_INTERVAL_MS,
  });
}
