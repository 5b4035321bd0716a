/**
 * Finishes for a rendered motif, the band-tee way of making a stock silhouette feel printed:
 * 'halftone' (solid at the top, breaking into a dot screen towards the bottom), 'distress'
 * (photocopy grain knocked out of it) or 'solid' (as drawn).
 */
import type { Rng } from '../random/prng.ts';
import type { Box } from '../svg/box.ts';
import { r } from '../svg/num.ts';
import { xeroxMask } from './grit.ts';
import type { MotifRender } from './types.ts';

export type MotifFinish = 'solid' | 'halftone' | 'distress';

/** Dots on a 45° lattice whose size runs from merged (solid) at `from` to nothing at the far end. */
function fadeDots(box: Box, pitch: number, from: 'top' | 'bottom'): string {
  const parts: string[] = [];
  const h = box.y1 - box.y0;
  const step = pitch / Math.SQRT2;
  let row = 0;
  for (let y = box.y0; y <= box.y1; y += step, row += 1) {
    const v = (y - box.y0) / h;
    // Solid for the first third, then a dot ramp to nothing at the far edge.
    const d = from === 'top' ? v : 1 - v;
    const t = d < 0.3 ? 1 : Math.max(0, (1 - d) / 0.7);
    // On this staggered lattice dots cover the plane from a radius of 0.53·pitch: the strong
    // end (t above ~0.78) prints solid, then holes open and the dots shrink to nothing.
    const rad = pitch * 0.6 * Math.sqrt(t);
    if (rad < pitch * 0.06) continue;
    const offset = row % 2 === 0 ? 0 : pitch / 2;
    for (let x = box.x0 + offset; x <= box.x1; x += pitch) {
      // Dots stay inside the box (so the art's bounds are the motif's), trimmed at its edge.
      const rr = Math.min(
        rad,
        x - box.x0 + rad * 0.5,
        box.x1 - x + rad * 0.5,
        y - box.y0 + rad * 0.5,
        box.y1 - y + rad * 0.5,
      );
      if (rr < pitch * 0.06) continue;
      const rad2 = Math.min(rr, rad);
      parts.push(
        `M${r(x - rad2)} ${r(y)}a${r(rad2)} ${r(rad2)} 0 1 0 ${r(rad2 * 2)} 0a${r(rad2)} ${r(rad2)} 0 1 0 ${r(-rad2 * 2)} 0`,
      );
    }
  }
  return parts.join('');
}

/** Applies a finish to a rendered motif (returns a new render; 'solid' returns it unchanged). */
export function finishMotif(
  out: MotifRender,
  finish: MotifFinish,
  rng: Rng,
  uid: (prefix: string) => string,
): MotifRender {
  if (finish === 'solid') return out;
  const box = out.placed;
  if (finish === 'distress') {
    const id = uid('mx');
    return {
      ...out,
      defs: [...out.defs, xeroxMask(id, box, rng, 0.55)],
      markup: `<g mask="url(#${id})">${out.markup}</g>`,
    };
  }
  // Halftone: the motif (in white) becomes a mask over a dot field in each of its inks.
  const id = uid('mh');
  const white = out.markup.replace(/fill="#[0-9a-fA-F]{3,8}"/g, 'fill="#fff"');
  const pad = 4;
  const mask = `<mask id="${id}" maskUnits="userSpaceOnUse" x="${r(box.x0 - pad)}" y="${r(box.y0 - pad)}" width="${r(box.x1 - box.x0 + 2 * pad)}" height="${r(box.y1 - box.y0 + 2 * pad)}">${white}</mask>`;
  const pitch = Math.max(6, (box.x1 - box.x0) / 34);
  const ink = out.inks[0] ?? '#000000';
  return {
    ...out,
    defs: [...out.defs, mask],
    markup: `<path mask="url(#${id})" fill="${ink}" d="${fadeDots(box, pitch, rng.chance(0.7) ? 'top' : 'bottom')}"/>`,
    inks: [ink],
  };
}
