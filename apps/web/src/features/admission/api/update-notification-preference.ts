import type {
  UpdateNotificationPreferenceRequest,
  UpdateNotificationPreferenceResponse,
} from '@encore/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/workflow-client';

/** POST update-notification-preference (spec §7): how to tell the user their spot is ready. */
export function updateNotificationPreference(
  input: UpdateNotificationPreferenceRequest,
): Promise<UpdateNotificationPreferenceResponse> {
  return callEndpoint('update-notification-preference', input);
}

export function useUpdateNotificationPreference() {
  return useMutation({
    mutationKey: ['update-notification-preference'],
    mutationFn: updateNotificationPreference,
  });
}
