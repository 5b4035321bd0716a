/**
 * Neutral, emblem: a genre-free picture badge. One silhouette chosen by the words of the design's
 * track (a moon for "Midnight…", a wave for "Low Tide", a heart, a bird, a flame…; a sun
 * or star otherwise) inside a thin double ring with tick marks, the name set large under it and
 * the track in small capitals. The artist's inks, no genre costume: it suits anything.
 * Seeded: the fallback motif, ring ticks, whether the motif breaks out of the ring.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { circle, polar } from '../../svg/shapes.ts';
import { nameLockup } from '../../templates/common.ts';
import { icon, pickMotif, type MotifRule } from '../shared/art.ts';
import { trackAndPlace } from '../shared/track-and-place.ts';

const MOTIFS: readonly MotifRule[] = [
  [/moon|night|midnight|dark|sleep|dream/, ['moon', 'night-sky']],
  [/sun|summer|day|morning|gold|light/, ['sun', 'sunrise']],
  [/sea|tide|wave|ocean|water|river|rain|swim/, ['big-wave', 'wave-crest', 'water-drop']],
  [/heart|love|kiss/, ['heart-wings', 'hearts']],
  [/bird|fly|wing|sky|free/, ['dove', 'hummingbird', 'feather']],
  [/fire|flame|burn|heat|ember/, ['flame', 'fire']],
  [/star|space|orbit|planet|cosmic/, ['ringed-planet', 'falling-star']],
  [/rose|flower|garden|bloom|spring/, ['rose', 'sunflower', 'lotus']],
  [/mountain|north|snow|winter|ice|cold/, ['mountains', 'snowflake-1']],
  [/house|home|room|door|key/, ['house-keys', 'key']],
];
const DEFAULTS = ['sun', 'falling-star', 'moon', 'dove', 'mountains', 'big-wave'];

export const neutralEmblem: Template = {
  id: 'neutral-emblem',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const motif = pickMotif(ctx, MOTIFS, DEFAULTS);
    const cy = 380;
    const radius = 290;
    const ticks = rng.pick([0, 36, 60]);
    const parts = [circle(CENTER_X, cy, radius), circle(CENTER_X, cy, radius - 18)];
    for (let i = 0; i < ticks; i += 1) {
      const [x0, y0] = polar(CENTER_X, cy, radius + 14, (360 * i) / ticks);
      const [x1, y1] = polar(CENTER_X, cy, radius + 32, (360 * i) / ticks);
      parts.push(`M${r(x0)} ${r(y0)}L${r(x1)} ${r(y1)}`);
    }
    b.add(`<path fill="none" stroke="${inks.accent}" stroke-width="6" d="${parts.join('')}"/>`, [
      inks.accent,
    ]);
    const big = rng.chance(0.4);
    const reach = big ? radius * 0.95 : radius * 0.68;
    icon(
      b,
      motif,
      { x0: CENTER_X - reach, y0: cy - reach, x1: CENTER_X + reach, y1: cy + reach * 0.9 },
      inks.primary,
      { flip: rng.chance(0.5) },
    );

    const { box } = await nameLockup(b, ctx, {
      maxWidth: 1000 * s,
      maxCap: 200 * s,
      maxHeight: 380 * s,
      maxLines: 3,
      leading: 0.16,
      tracking: 0.03,
      top: cy + radius + 90,
      paint: { fill: inks.primary },
    });
    await trackAndPlace(b, ctx, {
      baseline: box.y1 + 80,
      track: { cap: 36, maxWidth: 900, ink: inks.accent, tracking: 0.26 },
      place: { gap: 56, maxWidth: 600, ink: inks.support, tracking: 0.45, chance: 0.5 },
    });
  },
};
