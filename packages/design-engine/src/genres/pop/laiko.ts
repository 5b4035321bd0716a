/**
 * Pop laiko: Greek pop and laiko in the Greek key. Seeded:
 * - 'bands': a running meander over and under the name (a high-contrast serif), the song between
 *   two olive sprigs under it, the country at the foot: the border of a taverna poster or an
 *   old Minos record label;
 * - 'plate': the meander bent into a ring round the name and song, like the painted rim of a
 *   souvenir plate, the country under it.
 * Before it, Μαρίνα Καλλέργη's four tees were the family's hearts, bubbles and tour list, nothing
 * a Greek fan would recognise as hers.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { circle } from '../../svg/shapes.ts';
import { nameLockup, smallLine } from '../../templates/common.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { detailsLine } from '../shared/details-line.ts';
import { leaf } from '../shared/ornaments.ts';
import { KEY_STEPS, keysIn, meanderBand, meanderRing } from './meander.ts';

/** Greek pops and their kin: laiko, rebetiko, entechno, Cypriot pop. */
export const LAIKO_GENRES =
  /greek|laiko|la[iï]k[oó]|rebetiko|rembetiko|entechno|[eé]ntekhno|skiladiko|cypriot|bouzouki/;

/** High-contrast capitals, as on the sleeves of Greek records of the 60s and 70s. */
const FACES: readonly FaceId[] = ['playfair', 'abril', 'cormorant'];

export const LAIKO_ARRANGEMENTS = ['bands', 'plate'] as const;

/**
 * An olive sprig: a stem running away from (x, y), long leaves set off it at 55° in staggered
 * pairs, shrinking towards a single leaf at the tip. Paired at a narrow angle and without their
 * stem, small leaves read as a row of chevrons (">>>>").
 */
function olive(
  x: number,
  y: number,
  toward: 1 | -1,
  length: number,
): { leaves: string; stem: string } {
  const dir = toward > 0 ? 0 : 180;
  const leaves: string[] = [];
  const count = 4;
  for (let i = 0; i < count; i += 1) {
    const t = (i + 0.5) / (count + 0.5);
    const size = length * (0.36 - t * 0.12);
    const px = x + toward * length * t;
    leaves.push(leaf(px, y, dir - toward * 55, size, 0.3));
    leaves.push(leaf(px + toward * length * 0.08, y, dir + toward * 55, size, 0.3));
  }
  leaves.push(leaf(x + toward * length, y, dir, length * 0.24, 0.3));
  return { leaves: leaves.join(''), stem: `M${r(x)} ${r(y)}H${r(x + toward * length)}` };
}

/** The song between two olive sprigs; returns the line's box. */
async function songWithSprigs(
  b: ArtBuilder,
  ctx: TemplateContext,
  face: FaceId,
  baseline: number,
  maxWidth: number,
): Promise<Box> {
  const { inks } = ctx;
  const song = await smallLine(b, ctx, ctx.track, {
    baseline,
    cap: 40,
    maxWidth,
    ink: inks.support,
    role: 'track',
    tracking: 0.16,
    face,
  });
  const mid = (song.y0 + song.y1) / 2;
  const sprigs = [olive(song.x0 - 34, mid, -1, 170), olive(song.x1 + 34, mid, 1, 170)];
  b.add(
    `<path fill="none" stroke="${inks.accent}" stroke-width="5" stroke-linecap="round" d="${sprigs.map((o) => o.stem).join('')}"/>` +
      `<path fill="${inks.accent}" d="${sprigs.map((o) => o.leaves).join('')}"/>`,
    [inks.accent],
  );
  return song;
}

export const popLaiko: Template = {
  id: 'pop-laiko',
  needsImage: false,
  maxGrow: 1.2,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const k = ctx.shrink;
    const face = rng.pick(FACES);
    const arrangement = pickArrangement(ctx, LAIKO_ARRANGEMENTS);
    const stroke = (d: string, width: number): void =>
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="${width}" stroke-linecap="square" stroke-linejoin="miter" d="${d}"/>`,
        [inks.accent],
      );

    if (arrangement === 'plate') {
      const cy = 560;
      const inner = 330;
      const step = 14;
      stroke(meanderRing(CENTER_X, cy, inner, step), step * 0.9);
      const rim = inner + KEY_STEPS * step + 26;
      b.add(
        `<path fill="none" stroke="${inks.support}" stroke-width="6" d="${circle(CENTER_X, cy, rim)}${circle(CENTER_X, cy, inner - 26)}"/>`,
        [inks.support],
      );
      const room = (inner - 70) * 2;
      const name = await nameLockup(b, ctx, {
        face,
        top: cy - 170 * k,
        maxWidth: room * 0.92 * k,
        maxCap: 150 * k,
        maxHeight: 250 * k,
        maxLines: 2,
        leading: 0.2,
        tracking: 0.04,
        paint: { fill: inks.primary },
      });
      // No song (an artist without one): nothing under the name.
      if (ctx.track)
        await smallLine(b, ctx, ctx.track, {
          baseline: name.box.y1 + 90,
          cap: 38,
          maxWidth: room * 0.75,
          ink: inks.support,
          role: 'track',
          tracking: 0.16,
          face,
        });
      await detailsLine(b, ctx, {
        baseline: cy + rim + 100,
        cap: 32,
        maxWidth: 700,
        ink: inks.support,
        tracking: 0.45,
      });
      return;
    }

    const step = 16;
    const keys = keysIn(960, step);
    const width = (keys * KEY_STEPS - 1) * step;
    const x0 = CENTER_X - width / 2;
    stroke(meanderBand(x0, 80, keys, step), step * 0.9);
    const name = await nameLockup(b, ctx, {
      face,
      top: 80 + KEY_STEPS * step + 90,
      maxWidth: 960 * k,
      maxCap: 210 * k,
      maxHeight: 420 * k,
      maxLines: 2,
      leading: 0.18,
      tracking: 0.03,
      paint: { fill: inks.primary },
    });
    // Without a song, no sprigs either: they framed an empty line.
    const foot = ctx.track
      ? (await songWithSprigs(b, ctx, face, name.box.y1 + 120, 560)).y1
      : name.box.y1;
    const bandTop = foot + 80;
    stroke(meanderBand(x0, bandTop, keys, step), step * 0.9);
    await detailsLine(b, ctx, {
      baseline: bandTop + KEY_STEPS * step + 90,
      cap: 30,
      maxWidth: 700,
      ink: inks.support,
      tracking: 0.45,
    });
  },
};
