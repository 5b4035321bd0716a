import { describe, expect, it } from 'vitest';
import { WorkflowRequestError } from '../workflow-client';
import {
  artistEntryPath,
  decideAfterSubmitOnboarding,
  onboardingFallbackMessage,
  onboardingSuccessMessage,
} from './after-submit-onboarding';

const answer = {
  success: true,
  userState: 'onboarded' as const,
  waitingListJoinedAt: null,
  error: null,
};
const refused = { ...answer, success: false, userState: 'new' as const };
const onWaitingList = { ...answer, userState: 'new' as const, waitingListJoinedAt: '2026-01-01' };
const nothingElse = { clearInvite: false, waitingListJoinedAt: null, toast: null };

describe('decideAfterSubmitOnboarding from the auth callback (spec §4.5)', () => {
  const decide = (result: Parameters<typeof decideAfterSubmitOnboarding>[0]) =>
    decideAfterSubmitOnboarding(result, 'auth-callback', true);

  it('goes back to the artist entry when the call failed, keeping what was saved', () => {
    expect(decide({ thrown: new Error('offline') })).toEqual({
      ...nothingElse,
      to: artistEntryPath,
      clearSaved: false,
    });
  });

  it('goes to the waiting list with the join time', () => {
    expect(decide(onWaitingList)).toEqual({
      ...nothingElse,
      to: '/v2/waiting-list',
      clearSaved: true,
      waitingListJoinedAt: '2026-01-01',
    });
  });

  it('shows an invalid invite code and goes back to the artist entry', () => {
    expect(decide({ ...refused, error: 'Invite code not found' })).toEqual({
      ...nothingElse,
      to: artistEntryPath,
      clearSaved: true,
      toast: { tone: 'error', title: 'Invalid Invite Code', description: 'Invite code not found' },
    });
  });

  it('goes to processing on success, without a toast', () => {
    expect(decide(answer)).toEqual({ ...nothingElse, to: '/v2/processing', clearSaved: true });
  });

  it('goes back to the artist entry on an unexplained refusal', () => {
    expect(decide(refused)).toEqual({ ...nothingElse, to: artistEntryPath, clearSaved: true });
  });
});

describe('decideAfterSubmitOnboarding from the confirm screen (spec §4.5)', () => {
  it('prefers the waiting list when a join time came back', () => {
    expect(decideAfterSubmitOnboarding(onWaitingList, 'confirm-screen', false)).toEqual({
      ...nothingElse,
      to: '/v2/waiting-list',
      clearSaved: true,
      waitingListJoinedAt: '2026-01-01',
    });
  });

  it('goes to processing on success, saying so', () => {
    expect(decideAfterSubmitOnboarding(answer, 'confirm-screen', true)).toEqual({
      ...nothingElse,
      to: '/v2/processing',
      clearSaved: true,
      toast: { tone: 'success', title: onboardingSuccessMessage },
    });
  });

  it('stays with the error, forgetting the invite code only for an invite error', () => {
    const failed = (error: string | null, inviteSent: boolean) =>
      decideAfterSubmitOnboarding({ ...refused, error }, 'confirm-screen', inviteSent);
    expect(failed('Invalid invite code', true)).toEqual({
      ...nothingElse,
      to: null,
      clearSaved: false,
      clearInvite: true,
      toast: { tone: 'error', title: 'Onboarding Failed', description: 'Invalid invite code' },
    });
    expect(failed('Artist already taken', true)).toMatchObject({ to: null, clearInvite: false });
    expect(failed('Invalid invite code', false)).toMatchObject({ to: null, clearInvite: false });
    expect(failed(null, false)).toMatchObject({
      to: null,
      toast: { description: onboardingFallbackMessage },
    });
  });

  it("uses a thrown error's server message, else the fallback", () => {
    const body = JSON.stringify({ error: 'forbidden', message: 'Your invite has expired' });
    const thrown = new WorkflowRequestError(403, body);
    expect(decideAfterSubmitOnboarding({ thrown }, 'confirm-screen', true)).toMatchObject({
      to: null,
      clearSaved: false,
      clearInvite: true,
      toast: { title: 'Onboarding Failed', description: 'Your invite has expired' },
    });
    expect(
      decideAfterSubmitOnboarding({ thrown: new Error('offline') }, 'confirm-screen', true),
    ).toMatchObject({
      to: null,
      clearInvite: false,
      toast: { description: 'Something went wrong. Please try again.' },
    });
  });
});
