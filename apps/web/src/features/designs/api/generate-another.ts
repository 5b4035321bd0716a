import { designSlot, type Design, type DesignReplacement } from '@encore/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/workflow-client';
import { designsQueryOptions } from './get-designs';

/** The card's state between the click and the server's first word on the job. */
const QUEUED: Omit<DesignReplacement, 'id'> = {
  status: 'queued',
  progress: 0,
  step: 'Waiting to start',
};

/** The request itself failed (offline, 5xx): the card offers Retry, as for a failed job. */
const REQUEST_FAILED: DesignReplacement = {
  id: 'request-failed',
  status: 'failed',
  progress: 0,
  step: '',
};

/**
 * "Generate another": POST v2/regenerate-design with the design's id. The server makes
 * one new design of the same track in the card's place; the card shows the job's progress from
 * v2/designs (read every second while one is under way) and then the new design.
 */
export function useGenerateAnother(userId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = designsQueryOptions(userId);

  const markCard = (design: Design, replacement: DesignReplacement) =>
    queryClient.setQueryData(queryKey, (list) =>
      list?.map((item) =>
        designSlot(item) === designSlot(design) ? { ...item, replacement } : item,
      ),
    );

  return useMutation({
    mutationKey: ['generate-another', userId],
    mutationFn: (design: Design) =>
      callEndpoint('v2/regenerate-design', {
        userId,
        trackName: design.trackName,
        designId: design.id,
      }),
    onMutate: async (design) => {
      // A read already on its way must not put the card back the way it was.
      await queryClient.cancelQueries({ queryKey });
      markCard(design, { id: 'pending', ...QUEUED });
    },
    onSuccess: async (answer, design) => {
      markCard(design, { id: answer.replacementId ?? 'pending', ...QUEUED });
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (_error, design) => {
      markCard(design, REQUEST_FAILED);
    },
  });
}
