/**
 * The jazz family's emblems: what a track's or name's words call for ("Martini Blues" → a
 * martini glass, "Tenor Madness" → a saxophone), and the bandstand's instruments otherwise.
 */
import type { MotifRule } from '../shared/art.ts';

export const JAZZ_MOTIFS: readonly MotifRule[] = [
  [/martini|cocktail|gin/, ['martini']],
  [/piano|keys|ivory/, ['grand-piano']],
  [/drum|brush|snare/, ['drum-kit']],
  [/horn|brass|trumpet|blow/, ['trumpet']],
  [/sax|tenor|alto/, ['saxophone']],
  [/sing|voice|croon/, ['old-microphone']],
  [/moon|night|midnight/, ['moon']],
];
export const JAZZ_DEFAULTS = ['saxophone', 'trumpet', 'old-microphone', 'grand-piano', 'saxophone'];
