// export-my-data ("Download my data") over real HTTP: the archive holds the account, the artist,
// the waiting-list contact, every design with links that open, the store's settings and figures;
// it is an attachment; it is only ever the token's user's own data.
import { describe, expect, it } from 'vitest';
import { dataExportSchema, type TokenResponse } from '@encore/contracts';
import { useTestApp } from '../../../testing/use-test-app.ts';
import { artistIds } from '../../admission/testing/index.ts';
import { liveArtist, uniquePerson } from '../testing/personal-data-kit.ts';

const server = useTestApp({
  CAPACITY: '0',
  DESIGN_PRINT_SCALE: 'preview',
  DESIGN_MOCKUP_WIDTH: '300',
  DESIGN_FIRST_COUNT: '2',
  DESIGN_MAX_COUNT: '2',
});

async function exportOf(tokens: TokenResponse, userId = tokens.user.id) {
  return fetch(`${server.baseUrl}/webhook/export-my-data`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${tokens.access_token}`,
    },
    body: JSON.stringify({ userId }),
  });
}

describe('export-my-data', () => {
  it("gives the signed-in user their whole account as a JSON attachment, and nobody else's", async () => {
    const artist = uniquePerson();
    const life = await liveArtist(server, artist);
    // Someone else, on the waiting list with a phone number of their own.
    const other = uniquePerson();
    const otherTokens = await server.signIn({ email: other.email, name: other.name });
    const otherCall = (
      name: 'submit-onboarding' | 'update-notification-preference',
      body: object,
    ) => server.call(name, { userId: otherTokens.user.id, ...body }, otherTokens.access_token);
    await otherCall('submit-onboarding', { spotifyId: artistIds[7], inviteToken: '' });
    await otherCall('update-notification-preference', {
      notificationMethod: 'phone',
      phoneNumber: other.phoneTyped,
    });

    const response = await exportOf(life.tokens);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="encore-data-${today}.json"`,
    );
    const text = await response.text();
    const archive = dataExportSchema.parse(JSON.parse(text));

    expect(archive.account).toMatchObject({
      id: life.tokens.user.id,
      email: artist.email,
      name: artist.name,
      state: 'app',
      signIns: [{ provider: 'local', email: artist.email }],
    });
    expect(archive.notificationPreference).toMatchObject({
      method: 'phone',
      phoneNumber: artist.phone,
    });
    expect(archive.artist?.admittedVia).toBe('admin');
    expect(archive.designs.length).toBeGreaterThanOrEqual(2);
    for (const design of archive.designs) {
      expect(design.files.design.startsWith(`${server.baseUrl}/files/`)).toBe(true);
      expect(design.files.mockups.length).toBeGreaterThan(0);
    }
    // The links open: the design itself, a mockup and a print file.
    const [first] = archive.designs;
    for (const url of [first?.files.design, first?.files.mockups[0]?.url, first?.files.print]) {
      const file = await fetch(url ?? 'missing');
      expect(file.status, url ?? 'missing').toBe(200);
      expect(file.headers.get('content-type')).toMatch(/^image\//);
    }

    expect(archive.store).toMatchObject({
      url: life.storeUrl,
      status: 'ready',
      settings: { isEnabled: true, isPrivate: false },
      figures: { orders: 1, customers: 1 },
    });
    expect(archive.store?.figures.revenueCents).toBeGreaterThan(0);
    expect(archive.store?.products.length).toBeGreaterThan(0);
    expect(archive.store?.figures.overview?.orders).toBe(1);
    // The fan's details are the store's business records, not the artist's data.
    expect(text).not.toContain('a.fan@example.net');

    // Only this user's: nothing of the other person.
    for (const needle of [other.email, other.name, other.phone, otherTokens.user.id]) {
      expect(text).not.toContain(needle);
    }
    const otherArchive = await exportOf(otherTokens);
    expect(otherArchive.status).toBe(200);
    const otherText = await otherArchive.text();
    expect(otherText).toContain(other.phone);
    for (const needle of [artist.email, artist.name, artist.phone, life.tokens.user.id]) {
      expect(otherText).not.toContain(needle);
    }
    expect(dataExportSchema.parse(JSON.parse(otherText))).toMatchObject({
      artist: { admittedAt: null },
      designs: [],
      store: null,
    });
  });

  it('answers 401 without a session, 403 for another user id, 401 once the account is deleted', async () => {
    const person = uniquePerson();
    const tokens = await server.signIn({ email: person.email, name: person.name });
    const someoneElse = uniquePerson();
    const other = await server.signIn({ email: someoneElse.email, name: someoneElse.name });

    const anonymous = await fetch(`${server.baseUrl}/webhook/export-my-data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: tokens.user.id }),
    });
    expect(anonymous.status).toBe(401);
    const forOther = await exportOf(tokens, other.user.id);
    expect(forOther.status).toBe(403);
    expect(await forOther.text()).not.toContain(someoneElse.email);

    // A fresh account: an archive with the account and nothing else yet.
    const fresh = dataExportSchema.parse(await (await exportOf(tokens)).json());
    expect(fresh).toMatchObject({
      account: { email: person.email, state: 'new', legacyOnboarding: null },
      notificationPreference: null,
      artist: null,
      designs: [],
      store: null,
    });

    const deleted = await server.call(
      'delete-account',
      { userId: tokens.user.id, confirmationText: 'DELETE' },
      tokens.access_token,
    );
    expect(deleted.status).toBe(200);
    expect((await exportOf(tokens)).status).toBe(401);
  });
});
