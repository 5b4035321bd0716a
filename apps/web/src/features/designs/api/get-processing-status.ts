import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/auth';
import { callEndpoint } from '../../../lib/workflow-client';

/** How often the bar follows the generation job while this screen is open. */
export const PROCESSING_STATUS_INTERVAL_MS = 2_000;

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

/** The signed-in user's generation progress, polled while the screen is open. */
export function useProcessingStatus() {
  const { session } = useSession();
  return useQuery(processingStatusQueryOptions(session?.user.id));
}
