import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSubmitOnboarding } from '../../../lib/api/submit-onboarding';
import { useSession } from '../../../lib/auth';
import {
  clearInviteToken,
  clearSavedOnboarding,
  readInviteToken,
  saveWaitingListJoinedAt,
} from '../../../lib/onboarding/saved-onboarding';
import { browserStorage } from '../../../lib/storage';
import { storageKeys } from '../../../lib/storage-keys';
import { decideAfterApproval } from '../lib/after-approval';

/**
 * 'Approve & Continue' for a signed-in user (spec §4.5): submit onboarding with the user id,
 * the artist and the invite code, then the waiting list or processing — or stay, with the
 * error, to try again.
 */
export function useApproveArtist(spotifyId: string): { approve: () => void; approving: boolean } {
  const { session } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutate, isPending } = useSubmitOnboarding();

  function approve() {
    const userId = browserStorage.getItem(storageKeys.v2UserId) ?? session?.user.id;
    if (!userId) {
      toast.error('Error', { description: 'User ID not found. Please sign in again.' });
      return;
    }
    const inviteToken = readInviteToken();
    const finish = (result: Parameters<typeof decideAfterApproval>[0]) => {
      const next = decideAfterApproval(result, inviteToken !== '');
      if (next.kind === 'failed') {
        if (next.clearInvite) clearInviteToken();
        toast.error('Onboarding Failed', { description: next.description });
        return;
      }
      clearSavedOnboarding();
      // The user's state changed: nothing may route by the answer cached before.
      void queryClient.invalidateQueries({ queryKey: ['auth-user'] });
      if (next.kind === 'waiting-list') {
        saveWaitingListJoinedAt(next.joinedAt);
        void navigate('/v2/waiting-list');
      } else {
        toast.success('Success! Your profile has been set up. Processing...');
        void navigate('/v2/processing');
      }
    };
    mutate(
      { userId, spotifyId, inviteToken },
      { onSuccess: finish, onError: (thrown) => finish({ thrown }) },
    );
  }

  return { approve, approving: isPending };
}
