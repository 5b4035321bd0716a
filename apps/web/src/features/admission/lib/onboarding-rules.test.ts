import { describe, expect, it } from 'vitest';
import { WorkflowRequestError } from '../../../lib/workflow-client';
import { decideAfterApproval, onboardingFallbackMessage } from './after-approval';
import { artistNotFoundToast, stripQueryString, validationFailureToast } from './artist-url';

const answer = {
  success: true,
  userState: 'onboarded' as const,
  waitingListJoinedAt: null,
  error: null,
};

describe('stripQueryString', () => {
  it('drops everything from the ? on and trims', () => {
    expect(stripQueryString(' https://open.spotify.com/artist/abc?si=1&x=2 ')).toBe(
      'https://open.spotify.com/artist/abc',
    );
    expect(stripQueryString('https://open.spotify.com/artist/abc')).toBe(
      'https://open.spotify.com/artist/abc',
    );
  });
});

describe('validationFailureToast', () => {
  it('names a 404 as an unknown artist', () => {
    expect(validationFailureToast(new WorkflowRequestError(404, '{}'))).toBe(artistNotFoundToast);
  });

  it("uses the server's message, else the fallback", () => {
    const body = JSON.stringify({ error: 'invalid_request', message: 'Not an artist link' });
    expect(validationFailureToast(new WorkflowRequestError(400, body))).toEqual({
      title: 'Validation Failed',
      description: 'Not an artist link',
    });
    expect(validationFailureToast(new WorkflowRequestError(502, 'Bad gateway'))).toEqual({
      title: 'Validation Failed',
      description: 'Unable to validate artist URL. Please try again.',
    });
    expect(validationFailureToast(new TypeError('Failed to fetch')).description).toBe(
      'Unable to validate artist URL. Please try again.',
    );
  });
});

describe('decideAfterApproval', () => {
  it('prefers the waiting list when a join time came back', () => {
    expect(
      decideAfterApproval(
        { ...answer, userState: 'new', waitingListJoinedAt: '2026-01-01' },
        false,
      ),
    ).toEqual({ kind: 'waiting-list', joinedAt: '2026-01-01' });
  });

  it('goes to processing on success', () => {
    expect(decideAfterApproval(answer, true)).toEqual({ kind: 'processing' });
  });

  it('fails with the error, forgetting the invite code only for an invite error', () => {
    const failed = { ...answer, success: false, userState: 'new' as const };
    expect(decideAfterApproval({ ...failed, error: 'Invalid invite code' }, true)).toEqual({
      kind: 'failed',
      description: 'Invalid invite code',
      clearInvite: true,
    });
    expect(decideAfterApproval({ ...failed, error: 'Artist already taken' }, true)).toMatchObject({
      clearInvite: false,
    });
    expect(decideAfterApproval({ ...failed, error: 'Invalid invite code' }, false)).toMatchObject({
      clearInvite: false,
    });
    expect(decideAfterApproval({ ...failed, error: null }, false)).toEqual({
      kind: 'failed',
      description: onboardingFallbackMessage,
      clearInvite: false,
    });
  });

  it("uses a thrown error's server message, else the fallback", () => {
    const body = JSON.stringify({ error: 'forbidden', message: 'Your invite has expired' });
    expect(decideAfterApproval({ thrown: new WorkflowRequestError(403, body) }, true)).toEqual({
      kind: 'failed',
      description: 'Your invite has expired',
      clearInvite: true,
    });
    expect(decideAfterApproval({ thrown: new Error('offline') }, true)).toEqual({
      kind: 'failed',
      description: 'Something went wrong. Please try again.',
      clearInvite: false,
    });
  });
});
