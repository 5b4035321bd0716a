import type { SubmitOnboardingResponse } from '@encore/contracts';
import { failureMessage } from '../service-error';

export const artistEntryPath = '/v2/onboarding/spotify';
export const onboardingFallbackMessage = 'Something went wrong. Please try again.';
export const onboardingSuccessMessage = 'Success! Your profile has been set up. Processing...';

/** The server's answer to submit-onboarding, or the error the call threw. */
export type OnboardingAnswer = SubmitOnboardingResponse | { thrown: unknown };

/**
 * Who submitted: the auth callback (the artist was picked before signing in) or the confirm
 * screen (already signed in). A failure sends the first back to entering the artist and keeps
 * the second on screen to try again.
 */
export type OnboardingSubmitter = 'auth-callback' | 'confirm-screen';

export interface OnboardingToast {
  tone: 'success' | 'error';
  title: string;
  description?: string;
}

export interface AfterSubmitOnboarding {
  /** Where to go next; null stays on the confirm screen. */
  to: string | null;
  /** The saved artist, its profile and the invite code were used up. */
  clearSaved: boolean;
  /** Only the invite code was refused: forget it, keep the artist. */
  clearInvite: boolean;
  /** The user joined the waiting list at this time (capacity is full). */
  waitingListJoinedAt: string | null;
  toast: OnboardingToast | null;
}

/** An error about the invite code, as opposed to one about the artist or the account. */
function isInviteError(message: string): boolean {
  return /invite/i.test(message);
}

const stay = (description: string | null, inviteSent: boolean): AfterSubmitOnboarding => ({
  to: null,
  clearSaved: false,
  clearInvite: inviteSent && description !== null && isInviteError(description),
  waitingListJoinedAt: null,
  toast: {
    tone: 'error',
    title: 'Onboarding Failed',
    description: description ?? onboardingFallbackMessage,
  },
});

/**
 * Where the web goes after submit-onboarding (spec §4.5, toasts of §8), for both submitters:
 * a waiting-list join time wins (remember it, go to the waiting list), then an error or a
 * refusal, then success (processing). The auth callback goes back to entering the artist on a
 * failure — with 'Invalid Invite Code' when the server said why — and the confirm screen stays
 * with 'Onboarding Failed'. A call that threw keeps what was saved, to try again.
 */
export function decideAfterSubmitOnboarding(
  answer: OnboardingAnswer,
  from: OnboardingSubmitter,
  inviteSent: boolean,
): AfterSubmitOnboarding {
  const done = { clearSaved: true, clearInvite: false, waitingListJoinedAt: null, toast: null };
  if ('thrown' in answer) {
    if (from === 'auth-callback') return { ...done, to: artistEntryPath, clearSaved: false };
    const { thrown } = answer;
    return stay(failureMessage(thrown), inviteSent);
  }
  if (answer.waitingListJoinedAt) {
    return { ...done, to: '/v2/waiting-list', waitingListJoinedAt: answer.waitingListJoinedAt };
  }
  const error = answer.error?.trim() || null;
  if (error !== null || !answer.success) {
    if (from === 'confirm-screen') return stay(error, inviteSent);
    const toast = error
      ? { tone: 'error' as const, title: 'Invalid Invite Code', description: error }
      : null;
    return { ...done, to: artistEntryPath, toast };
  }
  const toast =
    from === 'confirm-screen'
      ? { tone: 'success' as const, title: onboardingSuccessMessage }
      : null;
  return { ...done, to: '/v2/processing', toast };
}
