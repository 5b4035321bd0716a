import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AuthApiError, signOut } from '../../../../lib/auth';
import { browserStorage } from '../../../../lib/storage';
import { storageKeys } from '../../../../lib/storage-keys';

/** Where a first-generation log-out lands (spec §4.5). */
export const legacyLoggedOutPath = '/';

/** Spec §8, Logout: the server could not be reached or refused, or anything else went wrong. */
function logOutFailureText(error: unknown): string {
  const unreachable =
    error instanceof AuthApiError ||
    error instanceof TypeError ||
    (error instanceof DOMException && error.name === 'TimeoutError');
  return unreachable
    ? 'Failed to log out. Please try again.'
    : 'Something went wrong during logout.';
}

/**
 * The first generation's Log Out (spec §2.6, §4.1): the session is revoked on the server and
 * ended here, the legacy user id goes with it, then /. On failure the user stays signed in.
 */
export function useLegacyLogOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loggingOut, setLoggingOut] = useState(false);

  async function logOut(): Promise<void> {
    setLoggingOut(true);
    try {
      await signOut();
    } catch (error) {
      toast.error('Error', { description: logOutFailureText(error) });
      setLoggingOut(false);
      return;
    }
    browserStorage.removeItem(storageKeys.userId);
    await navigate(legacyLoggedOutPath, { replace: true });
    // After leaving the page, so its queries don't refetch without a session.
    queryClient.clear();
    toast.success('Signed out successfully', {
      description: "You've been logged out of your account",
    });
  }

  return { logOut, loggingOut };
}
