import type { SubmitOnboardingResponse } from '@encore/contracts';
import { WorkflowRequestError } from '../../../lib/workflow-client';

export const onboardingFallbackMessage = 'Something went wrong. Please try again.';

export type AfterApproval =
  /** Capacity is full: the user joined the waiting list at this time. */
  | { kind: 'waiting-list'; joinedAt: string }
  | { kind: 'processing' }
  /** Stay on the confirm screen with 'Onboarding Failed'; a bad invite code is forgotten. */
  | { kind: 'failed'; description: string; clearInvite: boolean };

/** An error about the invite code, as opposed to one about the artist or the account. */
function isInviteError(message: string): boolean {
  return /invite/i.test(message);
}

/**
 * Spec §4.5 and §8, the confirm screen after submitting onboarding: a waiting-list date wins,
 * then success goes to processing; an error (or no success) is 'Onboarding Failed' with the
 * error text. `result` is the answer, or the error the call threw.
 */
export function decideAfterApproval(
  result: SubmitOnboardingResponse | { thrown: unknown },
  inviteSent: boolean,
): AfterApproval {
  if ('thrown' in result) {
    const message =
      result.thrown instanceof WorkflowRequestError ? result.thrown.serverMessage : null;
    return {
      kind: 'failed',
      description: message ?? onboardingFallbackMessage,
      clearInvite: inviteSent && message !== null && isInviteError(message),
    };
  }
  if (result.waitingListJoinedAt)
    return { kind: 'waiting-list', joinedAt: result.waitingListJoinedAt };
  if (result.success) return { kind: 'processing' };
  const error = result.error?.trim() || null;
  return {
    kind: 'failed',
    description: error ?? onboardingFallbackMessage,
    clearInvite: inviteSent && error !== null && isInviteError(error),
  };
}
