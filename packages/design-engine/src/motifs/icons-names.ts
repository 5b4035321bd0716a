/**
 * Game-icons motifs for the things artists name themselves after (the art directors' list:
 * lanterns, bottles, bees, creeks, monsoon rain, brass, dhol, the sea, lightning, New Zealand's
 * fern and kiwi). Families are where each reads as the genre's own; a word in the ARTIST NAME
 * carries any of them into other families too (registry.ts), since the band's emblem is theirs.
 */
import {
  AOTEAROA,
  BEE,
  BOTTLE,
  BRASS,
  DRUM,
  FIREWORKS,
  LANTERN,
  LIGHTNING,
  RAIN,
  RIVER,
  SEA,
} from './motif-words.ts';
import type { IconMotifSpec } from './types.ts';

export const NAME_ICONS: readonly IconMotifSpec[] = [
  // Fireworks: 花火ガールズ ("fireworks girls") drew no firework.
  {
    icon: 'firework-rocket',
    families: ['pop', 'kpop', 'latin', 'indie', 'electronic'],
    words: FIREWORKS,
  },
  // Light carried by hand: the club's lamp, the paper lantern of a festival night.
  { icon: 'lantern', families: ['jazz', 'folk', 'indie', 'country'], words: [...LANTERN, 'lamp'] },
  {
    icon: 'asian-lantern',
    families: ['indie', 'kpop', 'pop', 'electronic'],
    words: [...LANTERN, 'paper lantern', 'paper lanterns', 'festival', 'diwali', 'chuseok'],
  },
  // The bar and the street: a bottle whole or broken.
  {
    icon: 'broken-bottle',
    families: ['punk', 'country', 'indie'],
    words: ['broken bottle', 'broken bottles', 'shard', 'shards', 'smashed', ...BOTTLE],
  },
  {
    icon: 'beer-bottle',
    families: ['punk', 'country', 'folk'],
    words: ['beer', 'cerveza', 'bier', 'pub', 'saloon', 'drinking', 'drunk', ...BOTTLE],
  },
  // The farm and the meadow: bees and honey.
  { icon: 'bee', families: ['folk', 'country', 'indie', 'pop'], words: BEE },
  {
    icon: 'honey-jar',
    families: ['folk', 'country', 'rnb'],
    words: ['honey', 'miel', 'honig', 'jar', 'sugar', 'sweet', 'sweetness'],
  },
  { icon: 'river', families: ['folk', 'country', 'indie', 'neutral'], words: RIVER },
  {
    icon: 'raining',
    families: ['indie', 'folk', 'rnb', 'pop', 'kpop', 'neutral'],
    words: [...RAIN, 'cloud', 'clouds', 'nube', 'nuage', 'wolke', 'grey', 'gray', 'umbrella'],
  },
  // Brass bands and the bhangra drum.
  { icon: 'tuba', families: ['jazz', 'latin', 'classical'], words: [...BRASS, 'oompah', 'polka'] },
  {
    icon: 'french-horn',
    families: ['classical', 'jazz'],
    words: [...BRASS, 'cor', 'waldhorn', 'symphony', 'orchestra'],
  },
  {
    icon: 'trombone',
    families: ['jazz', 'latin', 'pop'],
    words: [...BRASS, 'slide', 'ska', 'swing'],
  },
  { icon: 'drum', families: ['folk', 'latin', 'pop', 'hiphop', 'country', 'reggae'], words: DRUM },
  // The sea and the harbour.
  {
    icon: 'wave-crest',
    families: ['latin', 'folk', 'indie', 'electronic', 'neutral'],
    words: [...SEA, 'surf', 'swell'],
  },
  {
    icon: 'anchor',
    families: ['folk', 'country', 'punk', 'indie'],
    words: [
      'anchor',
      'anchors',
      'ancla',
      'ancre',
      'anker',
      'harbour',
      'harbor',
      'sailor',
      'sailors',
    ],
  },
  {
    icon: 'sailboat',
    families: ['folk', 'indie', 'latin', 'jazz'],
    words: ['sail', 'sailing', 'sailboat', 'boat', 'ship', 'voyage', 'barco', 'bateau', 'velero'],
  },
  {
    icon: 'seagull',
    families: ['folk', 'indie'],
    words: ['gull', 'gulls', 'seagull', 'gaviota', 'mouette', 'möwe', 'shore', 'coast', 'harbour'],
  },
  // The storm: the bolt out of a cloud, and the three-bolt strike for the loud families.
  {
    icon: 'lightning-storm',
    families: ['latin', 'indie', 'folk', 'country', 'electronic', 'metal'],
    words: LIGHTNING,
  },
  { icon: 'heavy-lightning', families: ['metal', 'punk', 'hiphop', 'latin'], words: LIGHTNING },
  // Aotearoa: the silver fern (the koru is its unfurling frond) and the kiwi.
  {
    icon: 'fern',
    families: ['folk', 'indie', 'neutral'],
    words: [...AOTEAROA, 'frond', 'ferns', 'helecho', 'fougère'],
  },
  {
    icon: 'kiwi-bird',
    families: ['folk', 'indie', 'neutral'],
    words: ['kiwi', 'kiwis', 'aotearoa', 'new zealand', 'nz'],
  },
];
