/**
 * Game-icons motifs for the animals and things the reviewers of unseen artists missed on their
 * shirts: the dog ("Dusty Road Dogs"), the cat, and the steam locomotive (the night train of
 * "夜行列車", a folk song's railroad). Their words are naming words (creature-words.ts,
 * thing-words.ts), so in an artist's name they cross families; the families listed are where a
 * track word alone may call for them.
 */
import { CAT_NAMES, DOG_NAMES } from './creature-words.ts';
import {
  BUS_NAMES,
  CLOUD_NAMES,
  DESERT_NAMES,
  SAKURA_NAMES,
  TRAIN_NAMES,
  WHIRLWIND_NAMES,
} from './thing-words.ts';
import type { IconMotifSpec } from './types.ts';

export const THING_ICONS: readonly IconMotifSpec[] = [
  // The sitting dog reads as a dog at any size; the hound's head and the jumping dog do not.
  {
    icon: 'sitting-dog',
    families: ['country', 'folk', 'punk', 'indie', 'hiphop', 'pop', 'reggae'],
    words: DOG_NAMES,
  },
  { icon: 'cat', families: ['indie', 'pop', 'kpop', 'jazz', 'rnb', 'punk'], words: CAT_NAMES },
  {
    icon: 'steam-locomotive',
    families: ['country', 'folk', 'jazz', 'indie', 'pop', 'rnb', 'electronic'],
    words: TRAIN_NAMES,
  },
  {
    icon: 'bus',
    families: ['indie', 'pop', 'kpop', 'punk', 'hiphop', 'electronic', 'folk', 'neutral'],
    words: BUS_NAMES,
  },
  {
    icon: 'fluffy-cloud',
    families: ['indie', 'pop', 'kpop', 'folk', 'rnb', 'electronic', 'neutral'],
    words: CLOUD_NAMES,
  },
  {
    icon: 'desert',
    families: ['pop', 'folk', 'country', 'indie', 'latin', 'electronic', 'neutral'],
    words: DESERT_NAMES,
  },
  {
    icon: 'tornado',
    families: ['latin', 'country', 'metal', 'punk', 'hiphop', 'electronic', 'neutral'],
    words: WHIRLWIND_NAMES,
  },
  // The cherry blossom is drawn (drawn-blossom.ts), which wins wherever drawn motifs may go; the
  // layouts that cut or stamp only game-icons get the plain blossom instead of nothing.
  { icon: 'flower-emblem', families: ['indie', 'pop', 'kpop', 'folk'], words: SAKURA_NAMES },
];
