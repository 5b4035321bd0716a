import { describe, expect, it } from 'vitest';
import {
  decideAdmission,
  hasFreeSpot,
  resolveCapacity,
  type AdmissionInput,
} from './admission-rules.ts';

const newcomer: AdmissionInput = {
  state: 'new',
  invite: 'none',
  admitted: 0,
  waitingAhead: 0,
  capacity: 1000,
};

describe('resolveCapacity', () => {
  it('takes the stored value over the configured one', () => {
    expect(resolveCapacity(5, 1000)).toEqual({ value: 5, source: 'stored' });
    expect(resolveCapacity(0, 1000)).toEqual({ value: 0, source: 'stored' });
    expect(resolveCapacity(null, 250)).toEqual({ value: 250, source: 'configured' });
  });
});

describe('hasFreeSpot', () => {
  it('leaves room for the people already waiting', () => {
    expect(hasFreeSpot({ admitted: 9, waitingAhead: 0, capacity: 10 })).toBe(true);
    expect(hasFreeSpot({ admitted: 10, waitingAhead: 0, capacity: 10 })).toBe(false);
    expect(hasFreeSpot({ admitted: 8, waitingAhead: 2, capacity: 10 })).toBe(false);
    expect(hasFreeSpot({ admitted: 8, waitingAhead: 1, capacity: 10 })).toBe(true);
    expect(hasFreeSpot({ admitted: 0, waitingAhead: 0, capacity: 0 })).toBe(false);
  });
});

describe('decideAdmission', () => {
  it('admits a newcomer while capacity is free', () => {
    expect(decideAdmission(newcomer)).toEqual({ kind: 'admit', via: 'capacity' });
  });

  it('puts a newcomer on the waiting list when capacity is full', () => {
    expect(decideAdmission({ ...newcomer, admitted: 1000 })).toEqual({ kind: 'wait' });
    expect(decideAdmission({ ...newcomer, capacity: 0 })).toEqual({ kind: 'wait' });
  });

  it('does not let a newcomer overtake the waiting list', () => {
    expect(decideAdmission({ ...newcomer, admitted: 5, waitingAhead: 5, capacity: 10 })).toEqual({
      kind: 'wait',
    });
  });

  it('admits with a valid invite whatever the capacity', () => {
    expect(decideAdmission({ ...newcomer, invite: 'valid', capacity: 0 })).toEqual({
      kind: 'admit',
      via: 'invite',
    });
  });

  it('answers an invalid invite as such, even when capacity is free', () => {
    expect(decideAdmission({ ...newcomer, invite: 'invalid' })).toEqual({
      kind: 'invalid-invite',
    });
  });

  it('changes nothing for a user who already holds a spot', () => {
    for (const state of ['onboarded', 'app'] as const) {
      expect(decideAdmission({ ...newcomer, state, invite: 'invalid' })).toEqual({
        kind: 'already-admitted',
      });
    }
  });
});
