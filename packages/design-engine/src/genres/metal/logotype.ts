/**
 * Metal, logotype: the band logo as the whole shirt. The name big in the family's face, a fan of
 * spikes bursting up from behind it and a shorter one down, thorned vines running out of both
 * ends — every ornament mirrored so the mark is strictly symmetric — and the track in spaced
 * small caps under an inverted triangle. Seeded: fan size, vine curl, triangle or dagger, and
 * the burst — a fan up and a shorter one down, or a full corona of alternating long and short
 * spikes round the whole name like a sun of thorns — or the crest: the band's own emblem (what
 * its song or name names: a raven for "Where Ravens Feast", the serpent of "Serpent Hollow",
 * else a seeded skull, goat or raven) crowning the name in a glory of spikes, so two bands of
 * the family rarely share one mark.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { thornVine } from '../../motifs/grit.ts';
import { r } from '../../svg/num.ts';
import { polygon } from '../../svg/shapes.ts';
import { nameBlock, openGap } from '../../templates/common.ts';
import { probeNameLines } from '../shared/name-probe.ts';
import { trackAndPlace } from '../shared/track-and-place.ts';
import { icon, pickMotif } from '../shared/art.ts';
import { METAL_DEFAULTS, METAL_MOTIFS } from './cathedral.ts';
import { drawMetalName } from './hard-name.ts';
import { spike } from './thorns.ts';
import type { Box } from '../../svg/box.ts';

export const metalLogotype: Template = {
  id: 'metal-logotype',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.6,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 860 * s,
      maxCap: 260 * s,
      maxHeight: 400 * s,
      maxLines: 2,
      leading: 0.14,
    });
    // The crest's emblem stands over the name: the name starts lower to make room for it.
    const crest = rng.chance(0.45);
    const top = crest ? 440 : 330;
    // Measure first: the ornaments are drawn behind, stopping short of the letters.
    const probe = probeNameLines(b, name, top).map((p) => p.box);
    const x0 = Math.min(...probe.map((p) => p.x0));
    const x1 = Math.max(...probe.map((p) => p.x1));
    const y0 = Math.min(...probe.map((p) => p.y0));
    // The block's foot includes a romanisation or original-script line set under the name, so
    // the downward spikes start below it rather than under the letters.
    const y1 = Math.max(...probe.map((p) => p.y1), top - name.cap + name.height);
    const letters = polygon([
      [x0 - 16, y0 - 16],
      [x1 + 16, y0 - 16],
      [x1 + 16, y1 + 16],
      [x0 - 16, y1 + 16],
    ]);
    openGap(b, letters, 4);

    // The fan of spikes up from behind the name, and a shorter one down.
    const fan: string[] = [];
    const count = rng.pick([7, 9, 11]);
    const reach = rng.range(220, 300);
    const corona = !crest && rng.chance(0.4);
    let emblem: Box | null = null;
    if (crest) {
      // The emblem over the name's middle, a glory of spikes fanning up from behind it, and the
      // shorter fan down from under the name as in the plain mark.
      const size = 300;
      const ecx = CENTER_X;
      const ecy = y0 - 50 - size / 2;
      const glory = count + 4;
      for (let i = 0; i < glory; i += 1) {
        const deg = -180 + (180 * (i + 0.5)) / glory;
        const a = (deg * Math.PI) / 180;
        const long = i % 2 === 0;
        const from = size * 0.44;
        fan.push(
          spike(
            [ecx + Math.cos(a) * from, ecy + Math.sin(a) * from],
            deg,
            reach * (long ? 0.5 : 0.3),
            long ? 20 : 12,
          ),
        );
      }
      emblem = { x0: ecx - size / 2, y0: ecy - size / 2, x1: ecx + size / 2, y1: ecy + size / 2 };
    }
    if (corona) {
      // Spikes all round an ellipse hugging the name, long and short in turn, mirrored pairs;
      // none level with the name's ends, where the vines run out.
      const cx = CENTER_X;
      const cy = (y0 + y1) / 2;
      const rx = (x1 - x0) / 2 + 10;
      const ry = (y1 - y0) / 2 + 10;
      const spokes = count * 2 + 2;
      for (let i = 0; i < spokes; i += 1) {
        const deg = -90 + (360 * i) / spokes;
        const a = (deg * Math.PI) / 180;
        if (Math.abs(Math.cos(a)) > 0.93) continue;
        const long = i % 2 === 0;
        const len = reach * (long ? 0.7 : 0.38) * (Math.sin(a) > 0 ? 0.6 : 1);
        fan.push(
          spike([cx + Math.cos(a) * rx * 0.9, cy + Math.sin(a) * ry], deg, len, long ? 24 : 14),
        );
      }
    } else {
      for (let i = 0; i < (crest ? 0 : count); i += 1) {
        const t = i / (count - 1) - 0.5;
        const deg = -90 + t * 120;
        const len = reach * (1 - Math.abs(t) * 1.1);
        fan.push(spike([CENTER_X + t * (x1 - x0) * 0.5, y0 + 10], deg, len, 26 - Math.abs(t) * 18));
      }
      const down = Math.max(3, Math.floor(count / 2));
      for (let i = 0; i < down; i += 1) {
        const t = i / (down - 1) - 0.5;
        fan.push(
          spike(
            [CENTER_X + t * (x1 - x0) * 0.35, y1 - 10],
            90 + t * 70,
            reach * 0.45 * (1 - Math.abs(t)),
            18,
          ),
        );
      }
    }
    b.add(`<path fill="${inks.accent}" d="${fan.join('')}"/>`, [inks.accent]);
    // The crest's emblem over its glory's roots.
    if (emblem) {
      icon(b, pickMotif(ctx, METAL_MOTIFS, METAL_DEFAULTS), emblem, inks.primary, {
        anchor: 'bottom',
        flip: rng.chance(0.5),
      });
    }

    // Thorned vines out of both ends, the left one mirrored from the right.
    // As long as the print's width allows: wider art would be scaled down, small type with it.
    const vw = Math.min(rng.range(200, 280), (1000 - (x1 - x0)) / 2);
    const mid = (y0 + y1) / 2;
    if (vw > 70) {
      const vine = thornVine({ x0: x1 - 10, y0: mid - 60, x1: x1 + vw, y1: mid + 60 }, rng);
      b.add(
        `<g fill="${inks.accent}"><path d="${vine}"/><path transform="translate(${r(CENTER_X * 2)} 0) scale(-1 1)" d="${vine}"/></g>`,
        [inks.accent],
      );
    }
    b.add('</g>', []);
    // The core styles' name is their thorned logo (hard-name.ts), its thorns over the fan.
    const box = drawMetalName(b, ctx, name, top, inks.primary).letters;

    // An inverted triangle (or a dagger) and the track.
    let y = Math.max(box.y1, y1 + reach * 0.45) + 40;
    if (rng.chance(0.6)) {
      b.add(
        `<path fill="none" stroke="${inks.primary}" stroke-width="7" stroke-linejoin="miter" d="${polygon(
          [
            [CENTER_X - 50, y],
            [CENTER_X + 50, y],
            [CENTER_X, y + 80],
          ],
        )}"/>`,
        [inks.primary],
      );
      y += 80;
    }
    await trackAndPlace(b, ctx, {
      baseline: y + 80,
      track: { cap: 38, maxWidth: 860, ink: inks.support, tracking: 0.34 },
      place: { gap: 56, maxWidth: 600, ink: inks.support, tracking: 0.5, chance: 0.5 },
    });
  },
};
