import { DELETE_CONFIRMATION_TEXT } from '@encore/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { forgetEverything, signedOutPath } from '../../../lib/auth';
import { WorkflowRequestError, authenticationRequiredMessage } from '../../../lib/workflow-client';
import { useDeleteAccount } from '../api/delete-account';

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
 * Delete account (spec §2.7, §5, §8): only with DELETE typed exactly; on success the toast,
 * every local-storage value cleared, signed out locally, and /v2.
 */
export function useDeleteAccountFlow(userId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useDeleteAccount();

  async function deleteAccount(confirmationText: string): Promise<void> {
    if (confirmationText !== DELETE_CONFIRMATION_TEXT) {
      toast.error('Invalid confirmation', {
        description: 'Please type DELETE to confirm account deletion.',
      });
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
    toast.success('Account deleted', {
      description: 'Your account has been successfully deleted.',
    });
    // The server already ended the account; this device forgets everything about it.
    forgetEverything();
    void navigate(signedOutPath, { replace: true });
    queryClient.clear();
  }

  return { deleteAccount, deleting: mutation.isPending };
}
