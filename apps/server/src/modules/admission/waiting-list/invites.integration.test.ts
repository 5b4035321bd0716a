// Invite codes through real HTTP: a valid code admits at once, whatever the capacity, and is used
// up; an unknown or used code is a `success: false` answer that changes nothing.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inviteCodes, userArtists } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../testing/use-test-app.ts';
import { admissionKit, artistIds, type AdmissionKit } from '../testing/admission-kit.ts';
import { formatInviteCode } from './invite-codes.ts';
import { createInviteCodes, INVALID_INVITE_MESSAGE } from './service.ts';

const server = useTestApp({}, { workers: false });
let kit: AdmissionKit;

beforeAll(async () => {
  kit = admissionKit(server);
});

const [artistA = '', artistB = ''] = artistIds;
const invalidInvite = {
  success: false,
  userState: 'new',
  waitingListJoinedAt: null,
  error: INVALID_INVITE_MESSAGE,
};

async function newCode(): Promise<string> {
  const [code] = await createInviteCodes(server.database.db, 1);
  if (!code) throw new Error('no invite code created');
  return code;
}

async function inviteRow(code: string) {
  const [row] = await server.database.db
    .select()
    .from(inviteCodes)
    .where(eq(inviteCodes.code, code));
  return row;
}

describe('invite codes', () => {
  it('admit at once when capacity is full, and are used up', async () => {
    await kit.setFreeSpots(0);
    const code = await newCode();
    const tokens = await kit.signIn('Invited Person');
    // As typed from the link: grouped, lower case.
    const result = await kit.submit(tokens, artistA, formatInviteCode(code).toLowerCase());
    expect(result).toEqual({
      success: true,
      userState: 'onboarded',
      waitingListJoinedAt: null,
      error: null,
    });
    expect(await inviteRow(code)).toMatchObject({ usedBy: tokens.user.id });
    expect((await inviteRow(code))?.usedAt).toBeInstanceOf(Date);
    expect(await kit.designJobsOf(tokens.user.id)).toBe(1);
    const [link] = await server.database.db
      .select()
      .from(userArtists)
      .where(eq(userArtists.userId, tokens.user.id));
    expect(link).toMatchObject({ admittedVia: 'invite', inviteCode: code });

    // A retry by the same user is simply a success.
    await expect(kit.submit(tokens, artistA, code)).resolves.toMatchObject({
      success: true,
      userState: 'onboarded',
    });
  });

  it('refuse a used code with success: false, changing nothing; without it the capacity rule applies', async () => {
    await kit.setFreeSpots(0);
    const code = await newCode();
    await kit.submit(await kit.signIn('First User Of Code'), artistA, code);

    const tokens = await kit.signIn('Second User Of Code');
    await expect(kit.submit(tokens, artistB, code)).resolves.toEqual(invalidInvite);
    expect(await kit.userRow(tokens.user.id)).toMatchObject({
      state: 'new',
      waitingListJoinedAt: null,
    });
    const links = await server.database.db
      .select()
      .from(userArtists)
      .where(eq(userArtists.userId, tokens.user.id));
    expect(links).toEqual([]);

    // Trying again without the code: capacity is full, so the waiting list.
    const again = await kit.submit(tokens, artistB, '');
    expect(again).toMatchObject({ success: true, userState: 'new', error: null });
    expect(again.waitingListJoinedAt).toEqual(expect.any(String));
  });

  it('refuse an unknown or malformed code the same way, even with free capacity', async () => {
    await kit.openCapacity();
    const tokens = await kit.signIn('Wrong Code');
    for (const typed of ['ZZZZZ-ZZZZZ', 'not a code', 'x'.repeat(256)]) {
      await expect(kit.submit(tokens, artistA, typed)).resolves.toEqual(invalidInvite);
    }
    expect((await kit.userRow(tokens.user.id))?.state).toBe('new');
  });

  it('let someone on the waiting list skip it', async () => {
    await kit.setFreeSpots(0);
    const tokens = await kit.signIn('Waiting Then Invited');
    await kit.submit(tokens, artistB);
    const result = await kit.submit(tokens, artistB, await newCode());
    expect(result).toMatchObject({ success: true, userState: 'onboarded' });
    expect(await kit.userRow(tokens.user.id)).toMatchObject({ waitingListJoinedAt: null });
  });

  it('admit exactly one of two people using the same code at once', async () => {
    await kit.setFreeSpots(0);
    const code = await newCode();
    const left = await kit.signIn('Race Left');
    const right = await kit.signIn('Race Right');
    const results = await Promise.all([
      kit.submit(left, artistA, code),
      kit.submit(right, artistB, code),
    ]);
    expect(results.map((result) => result.success).sort()).toEqual([false, true]);
    const winner = results[0]?.success ? left : right;
    const loser = winner === left ? right : left;
    expect((await kit.userRow(winner.user.id))?.state).toBe('onboarded');
    expect((await kit.userRow(loser.user.id))?.state).toBe('new');
    expect(await inviteRow(code)).toMatchObject({ usedBy: winner.user.id });
  });
});
