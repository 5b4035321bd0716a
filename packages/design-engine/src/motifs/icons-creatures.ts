/**
 * Game-icons motifs for the animals and space-age things artists name themselves after that the
 * genre sets lacked: the rabbit ("Bad Conejito"), fox, bear, horse, eagle head, the UFO and the
 * rocket (cumbia espacial's "Marcianita"), the accordion (forró's sanfona, norteño, vallenato).
 * Their words are naming words (creature-words.ts), so in an artist's name they cross families.
 */
import {
  ACCORDION_NAMES,
  BEAR_NAMES,
  EAGLE_NAMES,
  FOX_NAMES,
  HORSE_NAMES,
  RABBIT_NAMES,
  SPACE_NAMES,
} from './creature-words.ts';
import type { IconMotifSpec } from './types.ts';

export const CREATURE_ICONS: readonly IconMotifSpec[] = [
  { icon: 'rabbit', families: ['pop', 'kpop', 'indie', 'hiphop', 'latin'], words: RABBIT_NAMES },
  { icon: 'fox-head', families: ['folk', 'indie', 'pop'], words: FOX_NAMES },
  { icon: 'bear-head', families: ['folk', 'indie', 'country'], words: BEAR_NAMES },
  { icon: 'horse-head', families: ['country', 'folk', 'latin'], words: HORSE_NAMES },
  { icon: 'eagle-head', families: ['metal', 'folk', 'latin', 'hiphop'], words: EAGLE_NAMES },
  {
    icon: 'ufo',
    families: ['electronic', 'latin', 'indie', 'pop'],
    words: [...SPACE_NAMES, 'planeta', 'cumbia espacial'],
  },
  {
    icon: 'rocket',
    families: ['electronic', 'latin', 'pop', 'kpop'],
    words: [...SPACE_NAMES, 'launch', 'liftoff', 'despegue'],
  },
  {
    icon: 'accordion',
    families: ['latin', 'folk'],
    words: ACCORDION_NAMES,
  },
];
