import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import {
  decideAfterSubmitOnboarding,
  type OnboardingAnswer,
  type OnboardingSubmitter,
} from './after-submit-onboarding';
import {
  clearInviteToken,
  clearSavedOnboarding,
  saveWaitingListJoinedAt,
} from './saved-onboarding';

/**
 * Carries out what `decideAfterSubmitOnboarding` decided: forgets what was used up, remembers
 * the waiting-list join time, shows the toast. Returns where to go (null: stay).
 */
export function useFinishOnboarding(): (
  answer: OnboardingAnswer,
  from: OnboardingSubmitter,
  inviteSent: boolean,
) => string | null {
  const queryClient = useQueryClient();
  return useCallback(
    (answer, from, inviteSent) => {
      const next = decideAfterSubmitOnboarding(answer, from, inviteSent);
      if (next.clearSaved) clearSavedOnboarding();
      if (next.clearInvite) clearInviteToken();
      if (next.waitingListJoinedAt) saveWaitingListJoinedAt(next.waitingListJoinedAt);
      if (next.toast) {
        const { tone, title, description } = next.toast;
        toast[tone](title, description === undefined ? undefined : { description });
      }
      // The user's state changed: screens must not route by an auth-user answer cached before.
      if (next.clearSaved) void queryClient.invalidateQueries({ queryKey: ['auth-user'] });
      return next.to;
    },
    [queryClient],
  );
}
