import { describe, expect, it } from 'vitest';
import { decideUserStatus, liveStoreFlags, storeRecordAction } from './user-status';

const base = { designsCount: 0, storeBeingBuilt: false };
const url = 'https://open.spotify.com/artist/tGPBEAGZ6ZKGxQ9dhj80vI';

describe('user-status check outcome (spec §4.3)', () => {
  it('saves store data when the store is enabled or has a URL', () => {
    expect(storeRecordAction({ isStoreEnabled: true, isStorePrivate: false }, false)).toEqual({
      kind: 'save',
      data: { isStoreEnabled: true, isStorePrivate: false, shopifyStoreUrl: null },
    });
    expect(
      storeRecordAction({ isStoreEnabled: false, shopifyStoreUrl: 'https://s/x' }, false),
    ).toEqual({
      kind: 'save',
      data: { isStoreEnabled: false, isStorePrivate: null, shopifyStoreUrl: 'https://s/x' },
    });
  });

  it('with null flags and no URL keeps a store being built, else clears it as deleted', () => {
    const none = { isStoreEnabled: null, shopifyStoreUrl: null };
    expect(storeRecordAction(none, true)).toEqual({ kind: 'keep' });
    expect(storeRecordAction(none, false)).toEqual({ kind: 'clear' });
    expect(storeRecordAction({}, false)).toEqual({ kind: 'clear' });
    expect(storeRecordAction({ isStoreEnabled: false, shopifyStoreUrl: '' }, false)).toEqual({
      kind: 'keep',
    });
  });

  it('keeps only live flags from a designs answer', () => {
    expect(liveStoreFlags({ isStoreEnabled: null, shopifyStoreUrl: null })).toBeNull();
    expect(liveStoreFlags({ isStoreEnabled: true })).toMatchObject({ isStoreEnabled: true });
  });

  it('sends a new user with a link and fewer than 2 designs to /processing', () => {
    expect(decideUserStatus({ status: 'new', spotifyUrl: url }, base).redirect).toBe('/processing');
    expect(
      decideUserStatus({ status: 'new', spotifyUrl: url }, { ...base, designsCount: 1 }).redirect,
    ).toBe('/processing');
  });

  it('lets a new user with 2 or more designs stay', () => {
    expect(
      decideUserStatus({ status: 'new', spotifyUrl: url }, { ...base, designsCount: 2 }),
    ).toEqual({ store: { kind: 'clear' }, redirect: null, differentArtist: false });
  });

  it('sends a user without a link, new or not, to /onboard', () => {
    expect(decideUserStatus({ status: 'new', spotifyUrl: null }, base).redirect).toBe('/onboard');
    expect(decideUserStatus({ status: null }, { ...base, designsCount: 5 }).redirect).toBe(
      '/onboard',
    );
    expect(decideUserStatus({ spotifyUrl: '  ' }, base).redirect).toBe('/onboard');
  });

  it('sends an incomplete returning user to /onboard', () => {
    expect(
      decideUserStatus(
        { user_status: 'existing_incomplete', spotifyUrl: url },
        { ...base, designsCount: 4 },
      ).redirect,
    ).toBe('/onboard');
  });

  it('tells a user registered with a different artist, who stays', () => {
    expect(
      decideUserStatus({ user_status: 'existing_different_artist', spotifyUrl: url }, base),
    ).toMatchObject({ redirect: null, differentArtist: true });
  });

  it('lets a user in the app with a link stay', () => {
    expect(
      decideUserStatus({ status: null, spotifyUrl: url }, { ...base, designsCount: 0 }).redirect,
    ).toBeNull();
  });
});
