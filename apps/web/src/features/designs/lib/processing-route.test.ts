import { describe, expect, it } from 'vitest';
import { decideProcessingCheck } from './processing-route';

describe('decideProcessingCheck', () => {
  it('goes to the designs once the user is in the app', () => {
    expect(decideProcessingCheck({ userState: 'app', waitingListJoinedAt: null })).toEqual({
      kind: 'main',
    });
  });

  it('keeps an onboarded user waiting', () => {
    expect(decideProcessingCheck({ userState: 'onboarded', waitingListJoinedAt: null })).toEqual({
      kind: 'stay',
    });
  });

  it('sends a missing or new user back to onboarding', () => {
    expect(decideProcessingCheck(null)).toEqual({ kind: 'leave', to: '/v2/onboarding/spotify' });
    expect(decideProcessingCheck({ userState: 'new', waitingListJoinedAt: null })).toEqual({
      kind: 'leave',
      to: '/v2/onboarding/spotify',
    });
  });

  it('sends a new user on the waiting list to its status screen', () => {
    expect(
      decideProcessingCheck({ userState: 'new', waitingListJoinedAt: '2026-11-22T10:00:00Z' }),
    ).toEqual({ kind: 'leave', to: '/v2/on-waiting-list' });
  });
});
