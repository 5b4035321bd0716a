import { describe, expect, it } from 'vitest';
import {
  CHECK_FAILED_MESSAGE,
  MAX_CHECKS,
  READY_REDIRECT_DELAY_MS,
  afterCheck,
  beforeCheck,
  canPoll,
} from './processing-checks';

const status = (userDesignsCount: number, isComplete = false) => ({
  ok: true as const,
  status: { userDesignsCount, isComplete },
});

describe('legacy processing checks (spec §4.2)', () => {
  it('polls only with a user id, a signed-in session and an access token', () => {
    const ok = { userId: 'u1', authenticated: true, accessToken: 't' };
    expect(canPoll(ok)).toBe(true);
    expect(canPoll({ ...ok, userId: null })).toBe(false);
    expect(canPoll({ ...ok, authenticated: false })).toBe(false);
    expect(canPoll({ ...ok, accessToken: undefined })).toBe(false);
  });

  it('counts each check and, past 25, stops and leaves for /main with the flag set', () => {
    let checks = 0;
    for (let i = 0; i < MAX_CHECKS; i++) {
      const step = beforeCheck(checks);
      expect(step.decision).toBeNull();
      checks = step.checks;
    }
    expect(checks).toBe(25);
    expect(beforeCheck(checks)).toEqual({
      checks: 26,
      decision: { kind: 'leave', delayMs: 0, flag: true },
    });
  });

  it('keeps polling while fewer than 2 designs are ready', () => {
    expect(afterCheck(status(0))).toEqual({ kind: 'continue', error: null });
    expect(afterCheck(status(1))).toEqual({ kind: 'continue', error: null });
  });

  it('with 2 or more designs leaves after 3 s, setting came_from_processing', () => {
    expect(afterCheck(status(2))).toEqual({
      kind: 'leave',
      delayMs: READY_REDIRECT_DELAY_MS,
      flag: true,
    });
    expect(READY_REDIRECT_DELAY_MS).toBe(3_000);
    // The designs rule comes first, as in the spec.
    expect(afterCheck(status(4, true))).toMatchObject({ delayMs: 3_000, flag: true });
  });

  it('when the job reports complete leaves at once without the flag', () => {
    expect(afterCheck(status(1, true))).toEqual({ kind: 'leave', delayMs: 0, flag: false });
  });

  it('records a failed check and keeps polling', () => {
    expect(afterCheck({ ok: false, error: new Error('Request failed: 500 - boom') })).toEqual({
      kind: 'continue',
      error: 'Request failed: 500 - boom',
    });
    expect(afterCheck({ ok: false, error: 'weird' })).toEqual({
      kind: 'continue',
      error: CHECK_FAILED_MESSAGE,
    });
  });
});
