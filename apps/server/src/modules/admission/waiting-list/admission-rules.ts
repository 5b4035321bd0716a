// Who gets in, as pure functions: the service feeds them what it read under the
// admission lock. Capacity counts admitted users (onboarded or app); people already waiting keep
// their claim on free spots, so a newcomer never overtakes the waiting list.

export type CapacitySource = 'stored' | 'configured';

export interface Capacity {
  value: number;
  /** `stored`: set with the admin command (wins); `configured`: CAPACITY or the default. */
  source: CapacitySource;
}

export function resolveCapacity(stored: number | null, configured: number): Capacity {
  return stored === null
    ? { value: configured, source: 'configured' }
    : { value: stored, source: 'stored' };
}

export interface SpotCheck {
  /** Users holding a spot now. */
  admitted: number;
  /** Waiting users ahead of this one (all of them for a user not on the list). */
  waitingAhead: number;
  capacity: number;
}

/** A spot is free for this user when the ones admitted and the ones ahead leave room. */
export function hasFreeSpot({ admitted, waitingAhead, capacity }: SpotCheck): boolean {
  return admitted + waitingAhead < capacity;
}

export type InviteCheck = 'none' | 'valid' | 'invalid';

export interface AdmissionInput extends SpotCheck {
  state: 'new' | 'onboarded' | 'app';
  /** What happened to the invite code sent (checked, and consumed, only for a `new` user). */
  invite: InviteCheck;
}

export type AdmissionDecision =
  /** Nothing to do: the user already holds a spot. */
  | { kind: 'already-admitted' }
  | { kind: 'admit'; via: 'invite' | 'capacity' }
  /** Join (or stay on) the waiting list. */
  | { kind: 'wait' }
  /** The code is unknown or used: answer with an error and change nothing. */
  | { kind: 'invalid-invite' };

export function decideAdmission(input: AdmissionInput): AdmissionDecision {
  if (input.state !== 'new') return { kind: 'already-admitted' };
  if (input.invite === 'valid') return { kind: 'admit', via: 'invite' };
  if (input.invite === 'invalid') return { kind: 'invalid-invite' };
  return hasFreeSpot(input) ? { kind: 'admit', via: 'capacity' } : { kind: 'wait' };
}
