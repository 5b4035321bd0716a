import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { OnboardingAnswer } from '../../../lib/onboarding/after-submit-onboarding';
import { readInviteToken } from '../../../lib/onboarding/saved-onboarding';
import { useSubmitOnboarding } from '../../../lib/onboarding/submit-onboarding';
import { useFinishOnboarding } from '../../../lib/onboarding/use-finish-onboarding';
import { useSession } from '../../../lib/auth';
import { browserStorage } from '../../../lib/storage';
import { storageKeys } from '../../../lib/storage-keys';

/**
 * 'Approve & Continue' for a signed-in user (spec §4.5): submit onboarding with the user id,
 * the artist and the invite code, then the waiting list or processing — or stay, with the
 * error, to try again.
 */
export function useApproveArtist(spotifyId: string): { approve: () => void; approving: boolean } {
  const { session } = useSession();
  const navigate = useNavigate();
  const finishOnboarding = useFinishOnboarding();
  const { mutate, isPending } = useSubmitOnboarding();

  function approve() {
    const userId = browserStorage.getItem(storageKeys.v2UserId) ?? session?.user.id;
    if (!userId) {
      toast.error('Error', { description: 'User ID not found. Please sign in again.' });
      return;
    }
    const inviteToken = readInviteToken();
    const finish = (answer: OnboardingAnswer) => {
      const to = finishOnboarding(answer, 'confirm-screen', inviteToken !== '');
      if (to !== null) void navigate(to);
    };
    mutate(
      { userId, spotifyId, inviteToken },
      { onSuccess: finish, onError: (thrown) => finish({ thrown }) },
    );
  }

  return { approve, approving: isPending };
}
