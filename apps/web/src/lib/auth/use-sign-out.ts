import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { signOut } from './sign-out';

/** Where a v2 sign-out lands (spec §4.5). */
export const signedOutPath = '/v2';

/**
 * Sign-out for the v2 screens: server revocation, local clean-up, then /v2 with the toasts of
 * spec §8. `signingOut` is true while the server is asked.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);

  const run = useCallback(async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      toast.error('Logout Error', { description: 'Failed to sign out. Please try again.' });
      setSigningOut(false);
      return;
    }
    await navigate(signedOutPath, { replace: true });
    // After leaving the page, so its queries don't refetch without a session.
    queryClient.clear();
    toast.success('Signed out successfully', {
      description: "You've been logged out of your account",
    });
  }, [navigate, queryClient]);

  return { signOut: run, signingOut };
}
