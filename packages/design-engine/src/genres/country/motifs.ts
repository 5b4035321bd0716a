/**
 * The country family's game-icons motifs: what a track's or name's words call for ("Whiskey
 * Road" → a bottle, "Dust on My Boots" → a boot), and the ranch-and-rodeo figures drawn when no
 * word names one. Shared by the layouts that put one emblem at the heart of the print.
 */
import type { MotifRule } from '../shared/art.ts';

export const COUNTRY_MOTIFS: readonly MotifRule[] = [
  [/whiskey|whisky|bourbon|bottle|saloon|honky/, ['brandy-bottle', 'beer-bottle']],
  [/boot|dust|dance|two-step/, ['cowboy-boot']],
  [/horse|ride|rodeo|pony|stallion|mustang|cowboy/, ['horse-head', 'horseshoe']],
  [/guitar|song|string|tune/, ['guitar', 'banjo']],
  [/moon|night|midnight/, ['moon']],
  [/eagle|free|america|flag/, ['eagle-head']],
  // The steer skull, never game-icons' 'bull': its horns, eyes and ring float apart with no head.
  [/bull|buck|longhorn|steer/, ['desert-skull']],
  [/desert|cactus|texas|mesa|tumble/, ['cactus']],
  [/wheat|field|farm|harvest|county/, ['wheat', 'barn']],
  [/luck|lucky|horseshoe/, ['horseshoe']],
];

export const COUNTRY_DEFAULTS = [
  'cowboy-boot',
  'horse-head',
  'bison',
  'guitar',
  'cactus',
  'desert-skull',
];
