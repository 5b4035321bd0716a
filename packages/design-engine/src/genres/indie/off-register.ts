/**
 * Indie, off-register: a two-colour print where the screens did not quite line up — the artist's
 * halftone in the accent with a second screen at another angle nudged off it, and the name in a
 * grotesque printed twice, accent under primary, a few units apart. The track sits typed in the
 * corner like a record sleeve. Seeded: the drift of the second screen, alignment, dot size, and
 * the order — the screens on top with the name printed over their foot, or the name as a
 * headline with the screens under it (set off to the right of a flush-left name).
 */
import { dotScreenField, type Field } from '../../image/halftone.ts';
import { drawPortrait } from '../../image/portrait-art.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { block } from '../../templates/common.ts';
import { altNameLine } from '../shared/art.ts';
import { trackAndPlace } from '../shared/track-and-place.ts';

/**
 * A disc, solid at the top and thinning downward, cut by `stripes` horizontal gaps that widen
 * toward its foot: the retro sunset, in screen density (u, v in 0–1 of the box).
 */
function sunsetField(stripes: number): Field {
  return (u, v) => {
    const d = Math.hypot((u - 0.5) / 0.62, (v - 0.5) / 0.82) * 2;
    if (d > 1) return 0;
    if (v > 0.5) {
      const t = (v - 0.5) / 0.5;
      const phase = (t * stripes) % 1;
      if (phase < 0.2 + t * 0.45) return 0;
    }
    return Math.min(1, 1.15 - v * 0.75);
  };
}

export const indieOffRegister: Template = {
  id: 'indie-off-register',
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const align = rng.pick(['left', 'center'] as const);
    const dx = rng.range(9, 16) * (rng.chance(0.5) ? 1 : -1);
    const dy = rng.range(6, 12);
    const left = 130;
    const right = 1070;

    const headline = rng.chance(0.45);
    const name = await block(ctx.name, faces.display, {
      maxWidth: (right - left) * s,
      maxCap: 220 * s,
      maxHeight: 420 * s,
      maxLines: 3,
      leading: 0.17,
      tracking: -0.01,
    });
    const x = align === 'left' ? left : CENTER_X;
    /** The name printed twice, accent under primary, a few units apart; returns its foot. */
    const printName = (top: number): number => {
      name.lines.forEach((line, i) => {
        const at = { x, align, baseline: top + (name.baselines[i] ?? 0), scale: name.scale };
        const { markup } = b.textMarkup(
          line,
          { ...at, x: at.x - dx * 0.8, baseline: at.baseline - dy * 0.8 },
          { fill: inks.accent },
        );
        b.add(markup, [inks.accent]);
      });
      const boxes = name.lines.map((line, i) =>
        b.text(
          line,
          { x, align, baseline: top + (name.baselines[i] ?? 0), scale: name.scale },
          { fill: inks.primary },
          'name',
        ),
      );
      return Math.max(...boxes.map((bx) => bx.y1));
    };
    const headFoot = headline ? printName(80) : 0;

    const size = headline ? 760 : 820;
    const shift = headline && align === 'left' ? 90 : 0;
    const y0 = headline ? headFoot + 60 : 60;
    const box = {
      x0: CENTER_X - size / 2 + shift,
      y0,
      x1: CENTER_X + size / 2 + shift,
      y1: y0 + size * 0.82,
    };
    const cells = rng.pick([46, 54, 62]);
    if (ctx.hasImage) {
      // The picture through the figure-aware screens (tone-mapped to the face, two angles), the
      // primary's plate drifted off the accent's: a raw screen of a photo printed a smudge.
      drawPortrait(b, ctx.portrait, {
        treatment: 'duotone',
        inks: [inks.primary, inks.accent],
        garment: inks.garment,
        box,
        shape: rng.pick(['fade', 'circle'] as const),
        rng,
        detail: cells / 60,
        misregister: { dx, dy },
      });
    } else {
      // No picture: a screen of a stand-in spotlight prints as a shapeless blob, so the screens
      // print a sun sinking behind a striped horizon instead, a shape anyone can read.
      const sun = sunsetField(rng.int(4, 6));
      const screen = { box, cells, maxFill: 0.95 };
      const under = dotScreenField(sun, { ...screen, angle: 15 });
      const over = dotScreenField((u, v) => (v < 0.5 ? sun(u, v) * (1 - v * 1.6) : 0), {
        ...screen,
        angle: 75,
        maxFill: 0.8,
      });
      b.add(`<path fill="${inks.accent}" d="${under}"/>`, [inks.accent]);
      b.add(`<path transform="translate(${r(dx)} ${r(dy)})" fill="${inks.primary}" d="${over}"/>`, [
        inks.primary,
      ]);
    }

    const nameFoot = headline ? headFoot : printName(box.y1 - name.cap * 0.12);
    const bottom = await altNameLine(b, ctx, {
      top: (headline ? box.y1 : nameFoot) + 24,
      cap: Math.max(30, name.cap * 0.24),
      maxWidth: right - left,
      ink: inks.primary,
      x,
      align,
    });

    await trackAndPlace(b, ctx, {
      x: align === 'left' ? left : CENTER_X,
      align,
      baseline: bottom + 70,
      face: 'specialElite',
      track: { cap: 36, maxWidth: right - left, ink: inks.support, tracking: 0.06 },
      place: { gap: 52, maxWidth: right - left, ink: inks.support, tracking: 0.1, chance: 0.6 },
    });
  },
};
