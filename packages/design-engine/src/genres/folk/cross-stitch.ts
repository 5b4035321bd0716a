/**
 * Folk cross-stitch: bands of counted-thread embroidery above and below the name — eight-point
 * stars and diamonds built from little stitched crosses, as on Nordic and Slavic folk textiles,
 * alternating two threads — with the name in a bookish serif between them and the song under.
 */
import type { Rng } from '../../random/prng.ts';
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { r } from '../../svg/num.ts';
import { nameLockup, quoted, smallLine } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';

/** One stitched cross centred in grid cell (i, j). */
function stitch(x0: number, y0: number, cell: number, i: number, j: number): string {
  const x = x0 + i * cell;
  const y = y0 + j * cell;
  const a = cell * 0.12;
  const b = cell * 0.88;
  return `M${r(x + a)} ${r(y + a)}L${r(x + b)} ${r(y + b)}M${r(x + b)} ${r(y + a)}L${r(x + a)} ${r(y + b)}`;
}

/** Cells of a motif on a 9×9 grid: an eight-point star or a stepped diamond. */
function motifCells(kind: 'star' | 'diamond'): [number, number][] {
  const cells: [number, number][] = [];
  for (let j = 0; j < 9; j += 1) {
    for (let i = 0; i < 9; i += 1) {
      const dx = Math.abs(i - 4);
      const dy = Math.abs(j - 4);
      const on =
        kind === 'star'
          ? (dx === 0 || dy === 0 || dx === dy) && dx + dy > 0 && Math.max(dx, dy) <= 4
          : dx + dy === 4 || dx + dy === 2 || (dx === 0 && dy === 0);
      if (on) cells.push([i, j]);
    }
  }
  return cells;
}

function band(rng: Rng, cx: number, y: number, cell: number, count: number): [string, string] {
  const w = count * 10 * cell;
  const x0 = cx - w / 2;
  const a: string[] = [];
  const b: string[] = [];
  const kinds = rng.chance(0.5) ? (['star', 'diamond'] as const) : (['diamond', 'star'] as const);
  for (let k = 0; k < count; k += 1) {
    const kind = kinds[k % 2] ?? 'star';
    for (const [i, j] of motifCells(kind))
      (k % 2 === 0 ? a : b).push(stitch(x0 + k * 10 * cell, y, cell, i, j));
  }
  // A running border of small stitches above and below the motifs.
  for (let i = 0; i < count * 10; i += 2) {
    b.push(stitch(x0, y - 2 * cell, cell, i, 0), stitch(x0, y + 10 * cell, cell, i, 0));
  }
  return [a.join(''), b.join('')];
}

export const folkCrossStitch: Template = {
  id: 'folk-cross-stitch',
  needsImage: false,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const cx = CENTER_X;
    const cell = 14 * ctx.shrink;
    const count = 7;
    const top = 110;
    const rosette = rng.chance(0.45);
    const big = 28 * ctx.shrink;
    let upA = '';
    let upB = '';
    let nameTop: number;
    if (rosette) {
      // One rosette stitched large: the star in one thread, the diamond's rings filling it in
      // the other (where the two share a cell the star keeps it), small diamonds at its waist.
      const x0 = cx - 4.5 * big;
      const star = motifCells('star');
      const taken = new Set(star.map(([i, j]) => `${i},${j}`));
      upA = star.map(([i, j]) => stitch(x0, top, big, i, j)).join('');
      const small = 16 * ctx.shrink;
      const waist = top + 4.5 * big - 4.5 * small;
      upB = [
        ...motifCells('diamond')
          .filter(([i, j]) => !taken.has(`${i},${j}`))
          .map(([i, j]) => stitch(x0, top, big, i, j)),
        ...[cx - 4.5 * big - 10.5 * small, cx + 4.5 * big + 1.5 * small].flatMap((dx) =>
          motifCells('diamond').map(([i, j]) => stitch(dx, waist, small, i, j)),
        ),
      ].join('');
      nameTop = top + 9 * big + 90;
    } else {
      [upA, upB] = band(rng, cx, top, cell, count);
      nameTop = top + 11 * cell + 90;
    }
    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: 980 * ctx.shrink,
      maxCap: 150 * ctx.shrink,
      maxHeight: 340 * ctx.shrink,
      maxLines: 3,
      leading: 0.25,
      tracking: 0.06,
      top: nameTop,
      paint: { fill: inks.primary },
    });
    const stroke = (ink: string, d: string, size = cell): void =>
      b.add(
        `<path fill="none" stroke="${ink}" stroke-width="${r(size * 0.26)}" stroke-linecap="round" d="${d}"/>`,
        [ink],
      );
    if (rosette) {
      // Larger crosses, a heavier thread (never a hairline on the big star).
      stroke(inks.accent, upA, big * 1.1);
      stroke(inks.support, upB, cell * 1.3);
      const track = await smallLine(b, ctx, quoted(ctx.track), {
        baseline: nameBox.y1 + 90,
        cap: 34,
        maxWidth: 880,
        ink: inks.primary,
        role: 'track',
        tracking: 0.25,
      });
      const low = track.y1 + 60 + 2 * cell;
      const [loA, loB] = band(rng, cx, low, cell, count);
      stroke(inks.accent, loA);
      stroke(inks.support, loB);
      await detailsLine(b, ctx, {
        baseline: low + 11 * cell + 80,
        cap: 30,
        maxWidth: 760,
        ink: inks.accent,
        tracking: 0.45,
        chance: 0.6,
      });
      return;
    }
    const low = nameBox.y1 + 90 + 2 * cell;
    const [loA, loB] = band(rng, cx, low, cell, count);
    stroke(inks.accent, upA + loA);
    stroke(inks.support, upB + loB);
    const track = await smallLine(b, ctx, quoted(ctx.track), {
      baseline: low + 11 * cell + 90,
      cap: 34,
      maxWidth: 880,
      ink: inks.primary,
      role: 'track',
      tracking: 0.25,
    });
    await detailsLine(b, ctx, {
      baseline: track.y1 + 64,
      cap: 30,
      maxWidth: 760,
      ink: inks.accent,
      tracking: 0.45,
      chance: 0.6,
    });
  },
};
