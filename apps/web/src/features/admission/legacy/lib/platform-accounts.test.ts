import { describe, expect, it } from 'vitest';
import {
  accountsFor,
  approveAccount,
  countVerified,
  editAccountUrl,
  isRefusal,
  pendingAccount,
  skipAccount,
  type AccountChange,
} from './platform-accounts';

function accepted(change: AccountChange) {
  if (isRefusal(change)) throw new Error(`refused: ${change.error}`);
  return change;
}

describe('the verification status machine', () => {
  const blank = pendingAccount('instagram');
  const linked = accepted(approveAccount(blank, 'instagram.com/nina'));

  it('starts pending, knowing nothing the user did not give', () => {
    expect(blank).toEqual({
      id: 'instagram',
      platform: 'instagram',
      username: '',
      displayName: '',
      profileUrl: '',
      status: 'pending',
    });
    expect(blank).not.toHaveProperty('followerCount');
  });

  it('pending → approved with the link the user typed, its handle taken from it', () => {
    expect(linked).toMatchObject({
      status: 'approved',
      username: 'nina',
      displayName: '@nina',
      profileUrl: 'https://instagram.com/nina',
    });
  });

  it('refuses to approve without a link, or with a link of another platform', () => {
    expect(approveAccount(blank)).toEqual({ error: 'URL is required' });
    expect(approveAccount(blank, ' ')).toEqual({ error: 'URL is required' });
    expect(approveAccount(blank, 'https://x.com/nina')).toEqual({
      error: 'Please enter a valid Instagram URL',
    });
  });

  it('pending or approved → edited after a URL edit', () => {
    const edited = accepted(editAccountUrl(linked, 'https://www.instagram.com/nina.live/'));
    expect(edited).toMatchObject({ status: 'edited', displayName: '@nina.live' });
    expect(accepted(editAccountUrl(blank, 'instagram.com/other')).status).toBe('edited');
    expect(editAccountUrl(linked, '')).toEqual({ error: 'URL is required' });
  });

  it('→ skipped keeps the link; skipped → approved via Re-approve', () => {
    const skipped = skipAccount(linked);
    expect(skipped).toMatchObject({ status: 'skipped', profileUrl: 'https://instagram.com/nina' });
    expect(accepted(approveAccount(skipped)).status).toBe('approved');
    // A skipped card is re-approved, not edited; a skipped card without a link needs one.
    expect(editAccountUrl(skipped, 'instagram.com/x')).toBe(skipped);
    expect(approveAccount(skipAccount(blank))).toEqual({ error: 'URL is required' });
    expect(accepted(approveAccount(skipAccount(blank), 'instagram.com/y')).status).toBe('approved');
  });

  it('approving an approved or edited account changes nothing', () => {
    expect(approveAccount(linked, 'instagram.com/else')).toBe(linked);
  });

  it('counts approved and edited accounts as verified', () => {
    const edited = accepted(editAccountUrl(blank, 'instagram.com/z'));
    expect(countVerified([blank, linked, edited, skipAccount(linked)])).toBe(2);
  });

  it('gives one card per chosen platform in order, keeping saved ones', () => {
    const cards = accountsFor(['tiktok', 'instagram'], [linked]);
    expect(cards.map((card) => card.platform)).toEqual(['tiktok', 'instagram']);
    expect(cards[0]).toEqual(pendingAccount('tiktok'));
    expect(cards[1]).toBe(linked);
  });
});
