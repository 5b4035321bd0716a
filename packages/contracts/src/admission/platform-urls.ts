import { z } from 'zod';

// The social platforms of legacy onboarding (spec §2.2) and the profile links a user gives for
// them (spec §5 "Edited platform URL"), one rule per platform. The verification screen and the
// server (createUser's accounts) use the same functions, so what the screen accepts is what the
// server stores.

export const socialPlatformIdSchema = z.enum([
  'instagram',
  'tiktok',
  'youtube',
  'twitter',
  'facebook',
  'soundcloud',
  'website',
]);
export type SocialPlatformId = z.infer<typeof socialPlatformIdSchema>;

/** How the screens and the messages name each platform. */
export const socialPlatformNames: Readonly<Record<SocialPlatformId, string>> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  soundcloud: 'SoundCloud',
  website: 'Website',
};

export const platformUrlMessages = {
  required: 'URL is required',
  invalid: (platform: SocialPlatformId) =>
    `Please enter a valid ${socialPlatformNames[platform]} URL`,
} as const;

/** What a valid link tells: the cleaned-up link and the handle it names. */
export interface PlatformProfile {
  /** https, no query string or fragment (tracking parameters of share links go). */
  profileUrl: string;
  /** '@name' where the platform writes handles that way, else the name, channel or domain. */
  handle: string;
}

interface ParsedLink {
  scheme: 'http' | 'https';
  /** Lower-case host name as given (www. kept), with the port when one was given. */
  host: string;
  /** Lower-case host name without a www., m. or mobile. prefix: what the rules compare. */
  site: string;
  segments: string[];
}

const SUBDOMAIN_PREFIX = /^(?:www|m|mobile)\./;
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;
// scheme://host[:port]/path, then a query string or fragment that is dropped. No user:password@.
const LINK = /^(https?):\/\/([^/?#@:]+)(:\d{1,5})?(\/[^?#]*)?(?:[?#].*)?$/i;

function parseLink(input: string): ParsedLink | null {
  const trimmed = input.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  // People paste 'instagram.com/name' as often as the full link; both mean https.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  const match = LINK.exec(withScheme);
  const scheme = match?.[1]?.toLowerCase();
  const hostname = match?.[2]?.toLowerCase();
  if ((scheme !== 'http' && scheme !== 'https') || !hostname || !DOMAIN.test(hostname)) {
    return null;
  }
  const segments = (match?.[4] ?? '').split('/').filter((segment) => segment !== '');
  return {
    scheme,
    host: hostname + (match?.[3] ?? ''),
    site: hostname.replace(SUBDOMAIN_PREFIX, ''),
    segments,
  };
}

function profileAt(link: ParsedLink, handle: string): PlatformProfile {
  // The segments passed a rule's name pattern, so they need no escaping.
  return { profileUrl: `https://${link.host}/${link.segments.join('/')}`, handle };
}

/** One path segment on one of these sites, matching `name`. */
function singleSegment(
  link: ParsedLink,
  sites: readonly string[],
  name: RegExp,
): string | undefined {
  const [segment, ...rest] = link.segments;
  if (!sites.includes(link.site) || rest.length > 0 || segment === undefined) return undefined;
  return name.test(segment) ? segment : undefined;
}

const youtubeName = /^[A-Za-z0-9_.-]+$/;

function youtubeProfile(link: ParsedLink): PlatformProfile | null {
  const [first, second, ...rest] = link.segments;
  if (first === undefined || rest.length > 0) return null;
  if (link.site === 'youtu.be') {
    return second === undefined && youtubeName.test(first) ? profileAt(link, first) : null;
  }
  if (link.site !== 'youtube.com') return null;
  if (second === undefined) {
    return /^@[A-Za-z0-9_.-]+$/.test(first) ? profileAt(link, first) : null;
  }
  const kinds = ['channel', 'c', 'user'];
  return kinds.includes(first) && youtubeName.test(second) ? profileAt(link, second) : null;
}

type Rule = (link: ParsedLink) => PlatformProfile | null;

function handleRule(sites: readonly string[], name: RegExp, at: boolean): Rule {
  return (link) => {
    const segment = singleSegment(link, sites, name);
    if (segment === undefined) return null;
    return profileAt(link, at && !segment.startsWith('@') ? `@${segment}` : segment);
  };
}

const rules: Readonly<Record<SocialPlatformId, Rule>> = {
  // {host}/{handle}
  instagram: handleRule(['instagram.com'], /^[A-Za-z0-9._]{1,30}$/, true),
  // {host}/@{handle}
  tiktok: handleRule(['tiktok.com'], /^@[A-Za-z0-9._]{1,24}$/, true),
  // channel/, c/, user/, @handle or youtu.be
  youtube: youtubeProfile,
  // {host} or {host}/{handle}: twitter.com or x.com
  twitter: handleRule(['twitter.com', 'x.com'], /^[A-Za-z0-9_]{1,15}$/, true),
  // {host}/{handle}
  facebook: handleRule(['facebook.com', 'fb.com'], /^[A-Za-z0-9.-]{1,50}$/, false),
  // {host}/{name}
  soundcloud: handleRule(['soundcloud.com'], /^[A-Za-z0-9_-]{1,64}$/, false),
  // any http(s) domain
  website: (link) => {
    const path = link.segments.map((segment) => `/${segment}`).join('');
    return {
      profileUrl: `${link.scheme}://${link.host}${path}`,
      handle: link.host.replace(/^www\./, ''),
    };
  },
};

/** The profile a link names, or null when it is not a valid link for this platform. */
export function parsePlatformUrl(
  platform: SocialPlatformId,
  input: string,
): PlatformProfile | null {
  const link = parseLink(input);
  return link === null ? null : rules[platform](link);
}

/** Spec §5: 'URL is required', else 'Please enter a valid {platform name} URL', else null. */
export function platformUrlError(platform: SocialPlatformId, input: string): string | null {
  if (input.trim() === '') return platformUrlMessages.required;
  return parsePlatformUrl(platform, input) === null ? platformUrlMessages.invalid(platform) : null;
}
