// Spotify artist links (spec §5): what the legacy and v2 URL fields accept, and the artist id in
// them. Shared by the web forms (button enablement, inline errors) and the server lookups, so the
// two can never disagree about what a valid link is.
//
// The spec states the legacy rules as substring checks ("must contain open.spotify.com/artist/").
// They are applied here to the parsed link instead, so that a Spotify link hidden in another
// site's URL is not accepted, localized share links (open.spotify.com/intl-de/artist/…) are, and
// an artist link counts as complete only when it carries a whole 22-character id — which also
// satisfies the legacy "longer than 35 characters" rule (the shortest such link is 37 long).

/** The web host of spec §5's `{host}`. */
export const SPOTIFY_WEB_HOST = 'open.spotify.com';

/** A Spotify id: 22 characters of base62. */
export const SPOTIFY_ID_PATTERN = /^[0-9A-Za-z]{22}$/;

/** The exact messages of spec §5. */
export const spotifyUrlMessages = {
  notSpotify: 'Please enter a valid Spotify URL',
  legacyTrack: 'This is a track URL. Please share your artist profile instead',
  legacyPlaylist: 'This is a playlist URL. Please share your artist profile instead',
  notArtist: 'Please enter a valid Spotify artist profile URL',
  incomplete: 'This artist URL seems incomplete. Please copy the full link',
  v2TrackOrPlaylist: 'Please use an artist profile URL, not a track or playlist',
} as const;

/** What a pasted text is, as far as Spotify links go. */
export type SpotifyLink =
  | { kind: 'empty' }
  /** Not an open.spotify.com link nor a spotify: URI. */
  | { kind: 'not-spotify' }
  | { kind: 'track' }
  | { kind: 'playlist' }
  /** A Spotify link to something else: an album, a show, a user, the home page. */
  | { kind: 'other' }
  /** An artist link whose id is missing or cut short. */
  | { kind: 'artist-incomplete' }
  /** An artist link whose id is not a Spotify id (wrong characters, too long). */
  | { kind: 'artist-malformed' }
  | { kind: 'artist'; id: string };

export interface UrlValidation {
  valid: boolean;
  /** null when valid, and for a blank input, which is not valid but not an error either. */
  error: string | null;
}

// http(s):// is optional because people paste links without it. The host must end right there, so
// open.spotify.com.example.org is not Spotify.
const WEB_LINK = /^(?:https?:\/\/)?open\.spotify\.com(?=[/?#]|$)(.*)$/i;
const URI_LINK = /^spotify:(.*)$/i;
// Localized share links: /intl-de/, /intl-pt/, /intl-pt-br/ …
const LOCALE_SEGMENT = /^intl-[a-z]{2}(?:[-_][a-z]{2,4})?$/i;
const BASE62_RUN = /^[0-9A-Za-z]+$/;

function classifyPath(segments: readonly string[]): SpotifyLink {
  let rest = segments;
  if (rest[0] !== undefined && LOCALE_SEGMENT.test(rest[0])) rest = rest.slice(1);
  // Embed player links (open.spotify.com/embed/artist/<id>) name the same artist.
  if (rest[0]?.toLowerCase() === 'embed') rest = rest.slice(1);
  const type = rest[0]?.toLowerCase();
  if (type === 'track') return { kind: 'track' };
  if (type === 'playlist') return { kind: 'playlist' };
  if (type !== 'artist') return { kind: 'other' };
  const id = rest[1] ?? '';
  if (SPOTIFY_ID_PATTERN.test(id)) return { kind: 'artist', id };
  if (id === '' || (id.length < 22 && BASE62_RUN.test(id))) return { kind: 'artist-incomplete' };
  return { kind: 'artist-malformed' };
}

/** Classifies a pasted link. Leading and trailing whitespace is ignored. */
export function classifySpotifyLink(input: string): SpotifyLink {
  const text = input.trim();
  if (text === '') return { kind: 'empty' };

  const uri = URI_LINK.exec(text);
  if (uri) {
    // spotify:artist:<id> — "Copy Spotify URI" in the desktop app.
    return classifyPath((uri[1] ?? '').split(':'));
  }

  const web = WEB_LINK.exec(text);
  if (!web) return { kind: 'not-spotify' };
  // The query string (?si=…) and the fragment never matter.
  const path = (web[1] ?? '').split(/[?#]/, 1)[0] ?? '';
  return classifyPath(path.split('/').filter((segment) => segment !== ''));
}

/**
 * The legacy 'Find Your Music' field (spec §5), rules in the spec's order: a Spotify link, not a
 * track, not a playlist, an artist, complete. Blank is neither valid nor an error.
 */
export function validateLegacyArtistUrl(input: string): UrlValidation {
  const link = classifySpotifyLink(input);
  switch (link.kind) {
    case 'empty':
      return { valid: false, error: null };
    case 'not-spotify':
      return { valid: false, error: spotifyUrlMessages.notSpotify };
    case 'track':
      return { valid: false, error: spotifyUrlMessages.legacyTrack };
    case 'playlist':
      return { valid: false, error: spotifyUrlMessages.legacyPlaylist };
    case 'other':
    case 'artist-malformed':
      return { valid: false, error: spotifyUrlMessages.notArtist };
    case 'artist-incomplete':
      return { valid: false, error: spotifyUrlMessages.incomplete };
    case 'artist':
      return { valid: true, error: null };
  }
}

/**
 * The v2 artist URL field (spec §5): blank is neither valid nor an error; a track or playlist link
 * has its own message; anything else that is not a complete artist link is 'not an artist link'.
 */
export function validateV2ArtistUrl(input: string): UrlValidation {
  const link = classifySpotifyLink(input);
  switch (link.kind) {
    case 'empty':
      return { valid: false, error: null };
    case 'track':
    case 'playlist':
      return { valid: false, error: spotifyUrlMessages.v2TrackOrPlaylist };
    case 'artist':
      return { valid: true, error: null };
    default:
      return { valid: false, error: spotifyUrlMessages.notArtist };
  }
}

/** The 22-character artist id of a valid artist link, else null. */
export function parseSpotifyArtistId(url: string): string | null {
  const link = classifySpotifyLink(url);
  return link.kind === 'artist' ? link.id : null;
}

/** The canonical link of an artist id. */
export function spotifyArtistUrl(id: string): string {
  return `https://${SPOTIFY_WEB_HOST}/artist/${id}`;
}

/**
 * `https://open.spotify.com/artist/<id>` for any accepted artist link (query string, locale
 * segment and trailing slash dropped; spec §5 "on submit the query string is stripped"), else null.
 */
export function normalizeSpotifyArtistUrl(url: string): string | null {
  const id = parseSpotifyArtistId(url);
  return id === null ? null : spotifyArtistUrl(id);
}
