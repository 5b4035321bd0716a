/**
 * The game-icons silhouettes each genre family draws from, with the words (in track and artist
 * names, several languages) that call for them. Every name here is checked against the icon set
 * by the tests. Chosen by eye from the set's sheet: bold silhouettes that survive one ink.
 */
import { BRIGHT_ICONS } from './icons-bright.ts';
import { CREATURE_ICONS } from './icons-creatures.ts';
import { HEAVY_ICONS } from './icons-heavy.ts';
import { NAME_ICONS } from './icons-names.ts';
import { ROOTS_ICONS } from './icons-roots.ts';
import { STAGE_ICONS } from './icons-stage.ts';
import { THING_ICONS } from './icons-things.ts';

import type { IconMotifSpec } from './types.ts';

export type { IconMotifSpec };

export const ICON_MOTIFS: readonly IconMotifSpec[] = [
  ...HEAVY_ICONS,
  ...BRIGHT_ICONS,
  ...ROOTS_ICONS,
  ...STAGE_ICONS,
  ...NAME_ICONS,
  ...CREATURE_ICONS,
  ...THING_ICONS,
];
