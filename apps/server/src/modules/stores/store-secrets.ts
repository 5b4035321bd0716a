// A new store's password and share-link key. The password is for people: one friendly word and
// three digits, easy to say on stage or type on a phone (the artist can change it in settings).
// The access key is for links: long and unguessable.
import { randomInt } from 'node:crypto';
import { randomToken } from '../auth/secret-tokens.ts';

const WORDS = [
  'amber',
  'anthem',
  'aurora',
  'ballad',
  'banjo',
  'bass',
  'beat',
  'blues',
  'bridge',
  'cadence',
  'canyon',
  'chorus',
  'comet',
  'coral',
  'crystal',
  'disco',
  'drum',
  'echo',
  'ember',
  'encore',
  'falcon',
  'fiddle',
  'gospel',
  'groove',
  'harbor',
  'harmony',
  'horizon',
  'jazz',
  'jungle',
  'lyric',
  'maple',
  'meadow',
  'melody',
  'meteor',
  'motown',
  'neon',
  'nova',
  'ocean',
  'opera',
  'orbit',
  'piano',
  'prism',
  'radio',
  'rhythm',
  'river',
  'rocket',
  'satin',
  'solo',
  'sonic',
  'stage',
  'stereo',
  'summit',
  'tempo',
  'thunder',
  'tide',
  'treble',
  'tundra',
  'velvet',
  'verse',
  'vinyl',
  'violet',
  'vocal',
  'willow',
  'zephyr',
] as const;

/** E.g. 'velvet482'. */
export function friendlyPassword(): string {
  const word = WORDS[randomInt(WORDS.length)] ?? 'encore';
  return `${word}${String(randomInt(1000)).padStart(3, '0')}`;
}

/** The secret of a private store's share link. */
export function newAccessKey(): string {
  return randomToken();
}
