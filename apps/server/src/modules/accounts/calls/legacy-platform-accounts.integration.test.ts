// createUser keeps the platform accounts of the first-generation verification step with the
// user's onboarding: only what the user gave (link, handle, status), checked by the same
// per-platform link rules as the screen.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlatformAccount, TokenResponse } from '@encore/contracts';
import { legacyOnboarding } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../testing/use-test-app.ts';

const server = useTestApp({}, { workers: false });
let people = 0;

const approved: PlatformAccount = {
  id: 'instagram',
  platform: 'instagram',
  username: 'nina',
  displayName: '@nina',
  profileUrl: 'https://instagram.com/nina',
  status: 'approved',
};
const edited: PlatformAccount = {
  id: 'youtube',
  platform: 'youtube',
  username: 'nina.music',
  displayName: '@nina.music',
  profileUrl: 'https://youtube.com/@nina.music',
  status: 'edited',
};
const skipped: PlatformAccount = {
  id: 'website',
  platform: 'website',
  username: '',
  displayName: '',
  profileUrl: '',
  status: 'skipped',
};

function sendAccounts(tokens: TokenResponse, accounts: PlatformAccount[]) {
  return server.call(
    'createUser',
    {
      user: { id: tokens.user.id, email: tokens.user.email, created_at: '2025-01-01T00:00:00Z' },
      onboarding: {
        social_platforms: {
          platforms: accounts.map((account) => account.platform),
          accounts,
          completed: true,
        },
      },
      app_context: { source: 'web', version: '1.0.0', timestamp: '2025-01-01T00:00:00Z' },
    },
    tokens.access_token,
  );
}

async function storedPlatforms(userId: string) {
  const [row] = await server.database.db
    .select()
    .from(legacyOnboarding)
    .where(eq(legacyOnboarding.userId, userId));
  return row?.socialPlatforms;
}

describe('createUser with verified platform accounts', () => {
  it('stores them as sent, with no follower figures', async () => {
    const tokens = await server.signIn({ email: `accounts-${(people += 1)}@example.com` });
    const response = await sendAccounts(tokens, [approved, edited, skipped]);
    expect(response.status).toBe(200);
    expect(await storedPlatforms(tokens.user.id)).toEqual({
      platforms: ['instagram', 'youtube', 'website'],
      accounts: [approved, edited, skipped],
      completed: true,
    });
  });

  it("refuses an approved account whose link is not its platform's, naming the field", async () => {
    const tokens = await server.signIn({ email: `accounts-${(people += 1)}@example.com` });
    const response = await sendAccounts(tokens, [
      { ...approved, profileUrl: 'https://x.com/nina' },
    ]);
    expect(response.status).toBe(400);
    const field = 'onboarding.social_platforms.accounts.0.profileUrl';
    expect(response.body).toMatchObject({
      field,
      message: `${field}: Please enter a valid Instagram URL`,
    });
    expect(await storedPlatforms(tokens.user.id)).toBeUndefined();
  });
});
