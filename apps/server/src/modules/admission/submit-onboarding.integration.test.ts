// The v2 admission state machine through real HTTP: capacity, waiting list, artist link.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authUserResponseSchema } from '@encore/contracts';
import { userArtists } from '../../db/schema/index.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import { DIFFERENT_ARTIST_MESSAGE } from './service.ts';
import { admissionKit, artistIds, type AdmissionKit } from './testing/admission-kit.ts';

// No workers: the design jobs are only counted here, not generated.
const server = useTestApp({}, { workers: false });
let kit: AdmissionKit;

beforeAll(() => {
  kit = admissionKit(server);
});

const [artistA = '', artistB = '', artistC = ''] = artistIds;

describe('submit-onboarding while capacity is free', () => {
  it('admits the user, links the artist and queues their designs once', async () => {
    await kit.openCapacity();
    const tokens = await kit.signIn('Free Spot');
    const result = await kit.submit(tokens, artistA);
    expect(result).toEqual({
      success: true,
      userState: 'onboarded',
      waitingListJoinedAt: null,
      error: null,
    });
    expect(authUserResponseSchema.parse(await kit.authUser(tokens))).toMatchObject({
      userState: 'onboarded',
      waitingListJoinedAt: null,
    });
    const [link] = await server.database.db
      .select()
      .from(userArtists)
      .where(eq(userArtists.userId, tokens.user.id));
    expect(link).toMatchObject({
      spotifyId: artistA,
      admittedVia: 'capacity',
      profile: { spotifyId: artistA, artistName: expect.any(String) },
    });
    expect(link?.designsRequestedAt).toBeInstanceOf(Date);
    expect(await kit.designJobsOf(tokens.user.id)).toBe(1);

    // The same artist again (a retry, a second tab) changes nothing and queues nothing more.
    await expect(kit.submit(tokens, artistA)).resolves.toMatchObject({
      success: true,
      userState: 'onboarded',
    });
    expect(await kit.designJobsOf(tokens.user.id)).toBe(1);
  });

  it('refuses a different artist once one is linked, changing nothing', async () => {
    await kit.openCapacity();
    const tokens = await kit.signIn('Two Artists');
    await kit.submit(tokens, artistA);
    const result = await kit.submit(tokens, artistB);
    expect(result).toEqual({
      success: false,
      userState: null,
      waitingListJoinedAt: null,
      error: DIFFERENT_ARTIST_MESSAGE,
    });
    const [link] = await server.database.db
      .select()
      .from(userArtists)
      .where(eq(userArtists.userId, tokens.user.id));
    expect(link?.spotifyId).toBe(artistA);
  });

  it('answers an unknown artist with a 404 and a malformed id with a 400 naming spotifyId', async () => {
    const tokens = await kit.signIn('Unknown Artist');
    const unknown = await kit.submitRaw(tokens, '0000000000000000000000');
    expect(unknown).toMatchObject({ status: 404, body: { error: 'artist_not_found' } });
    const malformed = await kit.submitRaw(tokens, 'not-an-id');
    expect(malformed).toMatchObject({
      status: 400,
      body: { error: 'invalid_request', field: 'spotifyId' },
    });
    expect((await kit.userRow(tokens.user.id))?.state).toBe('new');
  });
});

describe('submit-onboarding when capacity is full', () => {
  it('puts the user on the waiting list, keeps them new, and keeps their place', async () => {
    await kit.setFreeSpots(0);
    const tokens = await kit.signIn('Waiting Person');
    const result = await kit.submit(tokens, artistB);
    expect(result).toMatchObject({ success: true, userState: 'new', error: null });
    const joinedAt = result.waitingListJoinedAt;
    expect(joinedAt).toEqual(expect.any(String));
    expect(await kit.authUser(tokens)).toMatchObject({
      userState: 'new',
      waitingListJoinedAt: joinedAt,
    });
    expect(await kit.designJobsOf(tokens.user.id)).toBe(0);

    // Submitting again while still full keeps the original join time.
    await expect(kit.submit(tokens, artistB)).resolves.toMatchObject({
      waitingListJoinedAt: joinedAt,
    });
  });

  it('keeps free spots for the people waiting, in join order', async () => {
    await kit.setFreeSpots(0);
    const first = await kit.signIn('First In Line');
    await expect(kit.submit(first, artistC)).resolves.toMatchObject({ userState: 'new' });

    // A spot frees up: it belongs to the waiting list, not to a newcomer.
    await kit.setFreeSpots(1);
    const newcomer = await kit.signIn('Newcomer');
    await expect(kit.submit(newcomer, artistA)).resolves.toMatchObject({ userState: 'new' });

    // Room for everyone waiting: the first in line who comes back is let in.
    await kit.openCapacity(0);
    await expect(kit.submit(first, artistC)).resolves.toMatchObject({
      success: true,
      userState: 'onboarded',
      waitingListJoinedAt: null,
    });
    expect(await kit.designJobsOf(first.user.id)).toBe(1);
    const late = await kit.signIn('Late Comer');
    await expect(kit.submit(late, artistB)).resolves.toMatchObject({ userState: 'new' });
  });

  it('admits exactly one of two newcomers racing for the last spot', async () => {
    const left = await kit.signIn('Racer Left');
    const right = await kit.signIn('Racer Right');
    await kit.openCapacity(1);
    const results = await Promise.all([kit.submit(left, artistA), kit.submit(right, artistB)]);
    const states = results.map((result) => result.userState).sort();
    expect(states).toEqual(['new', 'onboarded']);
  });
});
