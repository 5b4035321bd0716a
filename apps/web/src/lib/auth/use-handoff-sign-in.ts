import { HANDOFF_PARAM } from '@encore/contracts/session-paths';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthApiError } from './auth-api';
import type { Session } from './session-schema';
import { sessionStore } from './session-store';

export type HandoffSignInState =
  /** The page opened without a handoff code (a reload, or a direct visit). */
  | { status: 'none' }
  | { status: 'pending' }
  | { status: 'signed-in'; session: Session }
  | { status: 'failed'; message: string | null };

/**
 * Why the session could not be started: the server's refusal as it worded it ('Sign-in code
 * expired'), or any other failure (unreachable, timed out) as spec §8's 'Session error: …'.
 */
export function handoffFailureMessage(error: unknown): string | null {
  if (!(error instanceof Error) || !error.message) return null;
  return error instanceof AuthApiError ? error.message : `Session error: ${error.message}`;
}

/**
 * Completes a sign-in on the page the server returned to (`/v2/auth-callback?handoff=…`, or
 * legacy `/onboard?handoff=…`): exchanges the one-time code for a session and strips it from
 * the URL (replace), so a reload or the back button never presents a spent code.
 */
export function useHandoffSignIn(): HandoffSignInState {
  const [searchParams, setSearchParams] = useSearchParams();
  const code = searchParams.get(HANDOFF_PARAM);
  // The code as the page opened; it stays put while the URL loses it.
  const [initialCode] = useState(code);
  const [state, setState] = useState<HandoffSignInState>(
    initialCode ? { status: 'pending' } : { status: 'none' },
  );

  useEffect(() => {
    if (code === null) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(HANDOFF_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [code, setSearchParams]);

  useEffect(() => {
    if (!initialCode) return;
    let active = true;
    // The store runs one exchange per code, so a re-run of this effect shares it.
    sessionStore.signInWithHandoff(initialCode).then(
      (session) => {
        if (active) setState({ status: 'signed-in', session });
      },
      (error: unknown) => {
        if (active) setState({ status: 'failed', message: handoffFailureMessage(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [initialCode]);

  return state;
}
