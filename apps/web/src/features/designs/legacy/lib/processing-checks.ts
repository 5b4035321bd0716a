import { LEGACY_READY_DESIGN_COUNT, type ProcessingStatus } from '@encore/contracts';

// Spec §4.2 and §9: how /processing checks on the design job and when it leaves for /main.
// Pure, so every rule is tested without timers; the hook only schedules.

/** The first check 15 s after polling starts, then every 7 s. */
export const FIRST_CHECK_MS = 15_000;
export const CHECK_INTERVAL_MS = 7_000;
/** Checks allowed; the one that would exceed this stops polling and goes to /main. */
export const MAX_CHECKS = 25;
/** With 2+ designs ready the screen shows they are, then leaves after this long. */
export const READY_REDIRECT_DELAY_MS = 3_000;
/** Recorded when a failed check has no message of its own (spec §8). */
export const CHECK_FAILED_MESSAGE = 'Failed to check status';

/** May polling start: a user id, a signed-in session and its access token (spec §4.2). */
export function canPoll(input: {
  userId: string | null | undefined;
  authenticated: boolean;
  accessToken: string | null | undefined;
}): boolean {
  return Boolean(input.userId) && input.authenticated && Boolean(input.accessToken);
}

export type CheckDecision =
  /** Keep polling: the next check in CHECK_INTERVAL_MS. */
  | { kind: 'continue'; error: string | null }
  /**
   * Stop polling and go to /main, after `delayMs`; `flag` sets came_from_processing first, so
   * /main skips its user-status check (spec §4.3).
   */
  | { kind: 'leave'; delayMs: number; flag: boolean };

/**
 * Before a check: the counter goes up, and past MAX_CHECKS polling stops and the user goes to
 * /main with came_from_processing set. `checks` is how many were made before this one.
 */
export function beforeCheck(checks: number): { checks: number; decision: CheckDecision | null } {
  const next = checks + 1;
  if (next > MAX_CHECKS)
    return { checks: next, decision: { kind: 'leave', delayMs: 0, flag: true } };
  return { checks: next, decision: null };
}

/** After a check answered (or failed): spec §4.2's redirect rules, in the spec's order. */
export function afterCheck(
  outcome:
    | { ok: true; status: Pick<ProcessingStatus, 'userDesignsCount' | 'isComplete'> }
    | { ok: false; error: unknown },
): CheckDecision {
  if (!outcome.ok) {
    const message =
      outcome.error instanceof Error && outcome.error.message
        ? outcome.error.message
        : CHECK_FAILED_MESSAGE;
    return { kind: 'continue', error: message };
  }
  const { userDesignsCount, isComplete } = outcome.status;
  if (userDesignsCount >= LEGACY_READY_DESIGN_COUNT) {
    return { kind: 'leave', delayMs: READY_REDIRECT_DELAY_MS, flag: true };
  }
  if (isComplete) return { kind: 'leave', delayMs: 0, flag: false };
  return { kind: 'continue', error: null };
}
