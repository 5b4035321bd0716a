import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authUserQueryOptions } from '../../../lib/api/get-auth-user';
import { sessionStore, useHandoffSignIn } from '../../../lib/auth';
import { artistEntryPath } from '../../../lib/onboarding/after-submit-onboarding';
import { readInviteToken } from '../../../lib/onboarding/saved-onboarding';
import { useSubmitOnboarding } from '../../../lib/onboarding/submit-onboarding';
import { useFinishOnboarding } from '../../../lib/onboarding/use-finish-onboarding';
import { browserStorage } from '../../../lib/storage';
import { storageKeys } from '../../../lib/storage-keys';
import { decideAfterSignIn } from '../lib/decide-after-sign-in';

/** Spec §9: the callback waits this long before asking for the user. */
const authCallbackDelayMs = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * /v2/auth-callback (spec §2.7, §4.5): finish the sign-in, wait 500 ms, fetch the user
 * (remembering v2_user_id and v2_user_state), then route by state — submitting onboarding
 * first when the user chose their artist before signing in.
 */
export function useCompleteSignIn(): void {
  const handoff = useHandoffSignIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: submitOnboarding } = useSubmitOnboarding();
  const finishOnboarding = useFinishOnboarding();
  const started = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (handoff.status === 'pending' || started.current) return;
    started.current = true;
    const go = (to: string) => {
      if (mounted.current) void navigate(to, { replace: true });
    };

    if (handoff.status === 'failed') {
      toast.error('Authentication Error', {
        description: handoff.message ?? 'Failed to sign in with Google',
      });
      go('/v2');
      return;
    }

    void (async () => {
      await wait(authCallbackDelayMs);
      const sessionUserId = sessionStore.getSession()?.user.id;
      const user = sessionUserId
        ? await queryClient
            .fetchQuery({ ...authUserQueryOptions(sessionUserId), staleTime: 0 })
            .catch(() => null)
        : null;
      const savedSpotifyId = browserStorage.getItem(storageKeys.v2OnboardingSpotifyId);
      const next = decideAfterSignIn(user, savedSpotifyId);
      if (next.kind === 'go') {
        go(next.to);
        return;
      }

      const inviteToken = readInviteToken();
      const answer = await submitOnboarding({
        userId: next.userId,
        spotifyId: next.spotifyId,
        inviteToken,
      }).catch((thrown: unknown) => ({ thrown }));
      // The callback has no screen to stay on: a failure goes back to entering the artist.
      go(finishOnboarding(answer, 'auth-callback', inviteToken !== '') ?? artistEntryPath);
    })();
  }, [handoff, navigate, queryClient, submitOnboarding, finishOnboarding]);
}
