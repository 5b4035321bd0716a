// auth-user tells a waiting user their real place in the queue (the first-generation waiting
// list shows it instead of a fixed '#1 of 20'): counted from who joined earlier and still waits.
import { beforeAll, describe, expect, it } from 'vitest';
import { authUserResponseSchema, type TokenResponse } from '@encore/contracts';
import { useTestApp } from '../../../testing/use-test-app.ts';
import { admitFromWaitingList } from '../admission.ts';
import { admissionKit, artistIds, type AdmissionKit } from '../testing/admission-kit.ts';

const server = useTestApp({}, { workers: false });
let kit: AdmissionKit;

beforeAll(() => {
  kit = admissionKit(server);
});

const artist = artistIds[0] ?? '';

async function positionOf(tokens: TokenResponse) {
  return authUserResponseSchema.parse(await kit.authUser(tokens)).waitingListPosition;
}

async function joinWaitingList(name: string): Promise<TokenResponse> {
  const tokens = await kit.signIn(name);
  const result = await kit.submit(tokens, artist);
  expect(result.waitingListJoinedAt).toEqual(expect.any(String));
  return tokens;
}

describe('auth-user waitingListPosition', () => {
  it('is absent for a user who is not waiting', async () => {
    await kit.openCapacity();
    const admitted = await kit.signIn('Admitted Early');
    await kit.submit(admitted, artist);
    const fresh = await kit.signIn('Not Onboarded');
    const admittedAnswer = authUserResponseSchema.parse(await kit.authUser(admitted));
    expect(admittedAnswer.userState).toBe('onboarded');
    expect(admittedAnswer.waitingListPosition ?? null).toBeNull();
    expect((await positionOf(fresh)) ?? null).toBeNull();
  });

  it('counts the users who joined earlier, and moves up as they get in or leave', async () => {
    await kit.setFreeSpots(0);
    const first = await joinWaitingList('Queue First');
    const second = await joinWaitingList('Queue Second');
    const third = await joinWaitingList('Queue Third');
    const fourth = await joinWaitingList('Queue Fourth');
    expect(await positionOf(first)).toBe(1);
    expect(await positionOf(second)).toBe(2);
    expect(await positionOf(third)).toBe(3);
    expect(await positionOf(fourth)).toBe(4);

    // Submitting again keeps the user's place.
    await kit.submit(second, artist);
    expect(await positionOf(second)).toBe(2);

    const [admitted] = await admitFromWaitingList(server.database.db, 1);
    expect(admitted?.user.id).toBe(first.user.id);
    expect((await positionOf(first)) ?? null).toBeNull();
    expect(await positionOf(second)).toBe(1);
    expect(await positionOf(fourth)).toBe(3);

    const deleted = await server.call(
      'delete-account',
      { userId: third.user.id, confirmationText: 'DELETE' },
      third.access_token,
    );
    expect(deleted.status).toBe(200);
    expect(await positionOf(fourth)).toBe(2);
  });
});
