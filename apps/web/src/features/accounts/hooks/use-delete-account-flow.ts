import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { forgetEverything } from '../../../lib/auth';
import { WorkflowRequestError, authenticationRequiredMessage } from '../../../lib/workflow-client';
import { useDeleteAccount } from '../api/delete-account';
import { v2DeleteWording, type DeleteAccountWording } from '../lib/delete-wording';

const tryAgain = 'Failed to delete account. Please try again.';

/** The text of spec §8 for a deletion that did not happen. */
function deletionFailureText(error: unknown): string {
  if (error instanceof WorkflowRequestError) return error.serverMessage ?? tryAgain;
  if (error instanceof Error && error.message === authenticationRequiredMessage) {
    return 'Authentication required. Please sign in again.';
  }
  return 'An unexpected error occurred';
}

/**
 * Delete account (spec §2.6, §2.7, §5, §8): only with the confirmation typed exactly; on success
 * the toast, every local-storage value cleared, signed out locally, and the landing page.
 */
export function useDeleteAccountFlow(
  userId: string,
  wording: DeleteAccountWording = v2DeleteWording,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useDeleteAccount();

  async function deleteAccount(confirmationText: string): Promise<void> {
    if (confirmationText !== wording.confirmationText) {
      toast.error(wording.invalid.title, { description: wording.invalid.description });
      return;
    }
    let failure: string | null = null;
    try {
      const result = await mutation.mutateAsync({ userId, confirmationText });
      if (!result.success) failure = result.error || tryAgain;
    } catch (error) {
      failure = deletionFailureText(error);
    }
    if (failure !== null) {
      toast.error('Deletion failed', { description: failure });
      return;
    }
    toast.success(wording.success.title, { description: wording.success.description });
    // The server already ended the account; this device forgets everything about it.
    forgetEverything();
    void navigate(wording.landingPath, { replace: true });
    queryClient.clear();
  }

  return { deleteAccount, deleting: mutation.isPending };
}
