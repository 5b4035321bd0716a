import { describe, expect, it } from 'vitest';
import { platformAccountSchema } from './onboarding-records.ts';
import { parsePlatformUrl, platformUrlError, type SocialPlatformId } from './platform-urls.ts';

const accepts = (platform: SocialPlatformId, input: string) => parsePlatformUrl(platform, input);
const rejects = (platform: SocialPlatformId, input: string) =>
  expect(platformUrlError(platform, input)).not.toBeNull();

describe('platformUrlError', () => {
  it("says 'URL is required' for nothing or blanks", () => {
    expect(platformUrlError('instagram', '')).toBe('URL is required');
    expect(platformUrlError('website', '   ')).toBe('URL is required');
  });

  it('names the platform when the link does not fit', () => {
    expect(platformUrlError('instagram', 'https://tiktok.com/@nina')).toBe(
      'Please enter a valid Instagram URL',
    );
    expect(platformUrlError('twitter', 'nope')).toBe('Please enter a valid X (Twitter) URL');
    expect(platformUrlError('website', 'ftp://example.com')).toBe(
      'Please enter a valid Website URL',
    );
    expect(platformUrlError('soundcloud', 'https://soundcloud.com/nina')).toBeNull();
  });
});

describe('parsePlatformUrl', () => {
  it('instagram: {host}/{handle}, with or without scheme, www or share parameters', () => {
    expect(accepts('instagram', 'https://www.instagram.com/nina.simone/?igsh=abc')).toEqual({
      profileUrl: 'https://www.instagram.com/nina.simone',
      handle: '@nina.simone',
    });
    expect(accepts('instagram', ' instagram.com/nina_s ')?.profileUrl).toBe(
      'https://instagram.com/nina_s',
    );
    rejects('instagram', 'https://instagram.com/');
    rejects('instagram', 'https://instagram.com/p/Cx1/');
    rejects('instagram', 'https://instagram.com.evil.io/nina');
    rejects('instagram', 'https://evilinstagram.com/nina');
  });

  it('tiktok: {host}/@{handle}', () => {
    expect(accepts('tiktok', 'https://www.tiktok.com/@nina.s')).toEqual({
      profileUrl: 'https://www.tiktok.com/@nina.s',
      handle: '@nina.s',
    });
    rejects('tiktok', 'https://www.tiktok.com/nina');
    rejects('tiktok', 'https://www.tiktok.com/@nina/video/123');
  });

  it('youtube: channel/, c/, user/, @handle or youtu.be', () => {
    expect(accepts('youtube', 'https://www.youtube.com/channel/UC1a-b_C')?.handle).toBe('UC1a-b_C');
    expect(accepts('youtube', 'youtube.com/c/NinaMusic')?.handle).toBe('NinaMusic');
    expect(accepts('youtube', 'https://m.youtube.com/user/nina')?.handle).toBe('nina');
    expect(accepts('youtube', 'https://youtube.com/@nina.music')).toEqual({
      profileUrl: 'https://youtube.com/@nina.music',
      handle: '@nina.music',
    });
    expect(accepts('youtube', 'https://youtu.be/abc123')?.profileUrl).toBe(
      'https://youtu.be/abc123',
    );
    rejects('youtube', 'https://youtube.com/watch?v=abc');
    rejects('youtube', 'https://youtube.com/nina');
    rejects('youtube', 'https://youtube.com/channel/');
  });

  it('twitter: twitter.com or x.com /{handle}', () => {
    expect(accepts('twitter', 'https://x.com/nina_s')).toEqual({
      profileUrl: 'https://x.com/nina_s',
      handle: '@nina_s',
    });
    expect(accepts('twitter', 'https://mobile.twitter.com/nina')?.handle).toBe('@nina');
    rejects('twitter', 'https://x.com/');
    rejects('twitter', 'https://x.com/nina/status/1');
    rejects('twitter', 'https://x.com/much_too_long_handle_here');
  });

  it('facebook and soundcloud: one name after the host', () => {
    expect(accepts('facebook', 'https://www.facebook.com/nina.simone')?.handle).toBe('nina.simone');
    expect(accepts('soundcloud', 'soundcloud.com/nina-s')).toEqual({
      profileUrl: 'https://soundcloud.com/nina-s',
      handle: 'nina-s',
    });
    rejects('facebook', 'https://www.facebook.com/');
    rejects('soundcloud', 'https://soundcloud.com/nina/sets/live');
  });

  it('website: any http(s) domain, path kept', () => {
    expect(accepts('website', 'ninasimone.com')).toEqual({
      profileUrl: 'https://ninasimone.com',
      handle: 'ninasimone.com',
    });
    expect(accepts('website', 'http://www.nina.band/tour/')).toEqual({
      profileUrl: 'http://www.nina.band/tour',
      handle: 'nina.band',
    });
    rejects('website', 'https://localhost');
    rejects('website', 'javascript:alert(1)');
    rejects('website', 'https://user:pw@example.com');
    rejects('website', 'nina simone.com');
  });
});

describe('platformAccountSchema', () => {
  const account = {
    id: 'instagram',
    platform: 'instagram' as const,
    username: 'nina',
    displayName: '@nina',
    profileUrl: 'https://instagram.com/nina',
    status: 'approved' as const,
  };

  it('needs no follower figures or confidence', () => {
    expect(platformAccountSchema.parse(account)).toEqual(account);
    expect(
      platformAccountSchema.safeParse({ ...account, followerCount: 10, followerLabel: '10' })
        .success,
    ).toBe(true);
  });

  it("checks an approved or edited account's link against its platform's rule", () => {
    const wrong = { ...account, profileUrl: 'https://x.com/nina' };
    expect(platformAccountSchema.safeParse(wrong).error?.issues[0]).toMatchObject({
      path: ['profileUrl'],
      message: 'Please enter a valid Instagram URL',
    });
    expect(platformAccountSchema.safeParse({ ...wrong, status: 'edited' }).success).toBe(false);
    expect(
      platformAccountSchema.safeParse({ ...account, profileUrl: '', status: 'pending' }).success,
    ).toBe(true);
    expect(
      platformAccountSchema.safeParse({ ...account, profileUrl: '', status: 'skipped' }).success,
    ).toBe(true);
  });
});
