/**
 * Reggae checker: ska's dance-hall floor — bands of black-and-white checks (here the design's
 * own inks and the garment) over and under the name in tall condensed capitals, the song in
 * brush script leaning across under it. For ska and rocksteady (the 1960s Kingston dances and the
 * 2 Tone revival), whose merch is checks, not lions. Seeded: two rows of checks top and bottom,
 * or a single row with a thin rule either side; the checks' size.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { block } from '../../templates/common.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { drawTiltedBlock } from '../shared/tilted-block.ts';
import { reggaeDetails, reggaeName } from './parts.ts';

export const CHECKER_ARRANGEMENTS = ['double', 'single'] as const;

/** Rows of checks across `half` either side of the centre from `y`; returns the band's foot. */
function checks(
  b: ArtBuilder,
  y: number,
  half: number,
  size: number,
  rows: number,
  ink: string,
  offset: number,
): number {
  const n = Math.floor((2 * half) / size);
  const x0 = CENTER_X - (n * size) / 2;
  let d = '';
  for (let row = 0; row < rows; row += 1)
    for (let i = 0; i < n; i += 1)
      if ((i + row + offset) % 2 === 0)
        d += `M${r(x0 + i * size)} ${r(y + row * size)}h${r(size)}v${r(size)}h${r(-size)}Z`;
  // A hairline frame round the band keeps the garment-coloured squares reading as checks.
  const w = n * size;
  const h = rows * size;
  const frame = `M${r(x0 - 8)} ${r(y - 8)}h${r(w + 16)}v${r(h + 16)}h${r(-w - 16)}Z M${r(x0 - 3)} ${r(y - 3)}v${r(h + 6)}h${r(w + 6)}v${r(-h - 6)}Z`;
  b.add(`<path fill="${ink}" fill-rule="evenodd" d="${d}${frame}"/>`, [ink]);
  return y + h + 8;
}

export const reggaeChecker: Template = {
  id: 'reggae-checker',
  needsImage: false,
  maxGrow: 1.25,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const double = pickArrangement(ctx, CHECKER_ARRANGEMENTS) === 'double';
    const size = rng.pick([44, 52, 60]) * s;
    const rows = double ? 2 : 1;
    const half = 500 * s;
    let y = checks(b, 100, half, size, rows, inks.support, 0);
    const { box } = await reggaeName(b, ctx, {
      width: 1000,
      cap: 230,
      height: 480,
      top: y + 70,
    });
    y = box.y1 + 60;
    if (ctx.track) {
      const song = await block(ctx.track, faces.script, {
        maxWidth: 860 * s,
        maxCap: 90 * s,
        maxHeight: 200 * s,
        maxLines: 2,
        leading: 0.4,
      });
      y = drawTiltedBlock(b, song, {
        top: y + 10,
        rotate: -6,
        paint: { fill: inks.accent },
        role: 'hook',
      }).y1;
    }
    y = checks(b, y + 60, half, size, rows, inks.support, rows % 2);
    await reggaeDetails(b, ctx, y + 80);
  },
};
