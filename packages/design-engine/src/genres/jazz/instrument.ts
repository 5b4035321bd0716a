/**
 * Jazz instrument: the instrument the artist's words name (else a saxophone, trumpet, clarinet or
 * piano) as a silhouette leaning across a spotlight ring, the name written under it in a big
 * flowing script (clear of the ring and the instrument), and the song in tracked capitals below — a club-night handbill. Seeded: the instrument leaning in
 * its spotlight ring, or standing upright on a stage in the cone of a lamp hung over it (the
 * beam's rays stop short of the instrument; a pool of light on the boards at its foot).
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { circle } from '../../svg/shapes.ts';
import { r } from '../../svg/num.ts';
import { iconMarkup } from '../../motifs/game-icons.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { icon } from '../shared/art.ts';
import { lineWidth } from '../../layout/text-line.ts';
import { altNameLine, block, quoted, smallLine } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';
import { tiltedIcon } from '../shared/tilted-icon.ts';
import { tiltedLines } from '../shared/tilted-block.ts';
import { jazzInstrumentFor } from './instrument-choice.ts';

export const jazzInstrument: Template = {
  id: 'jazz-instrument',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const cx = CENTER_X;
    const S = 640 * ctx.shrink;
    const cy = 90 + S / 2;
    const name = await block(ctx.name, faces.script, {
      maxWidth: 1040 * ctx.shrink,
      maxCap: 200 * ctx.shrink,
      maxHeight: 420 * ctx.shrink,
      maxLines: 2,
      leading: 0.5,
      breakGain: 1.1,
    });
    // The name under the ring, never over the instrument: its tilt and swashes allowed for,
    // the highest ink keeps 0.4 in clear of the outer ring.
    const tilt = -6;
    const widest = Math.max(...name.lines.map((l) => lineWidth(l))) * name.scale;
    const nameTop =
      cy + S * 0.5 + 40 + (widest / 2) * Math.sin((-tilt * Math.PI) / 180) + name.cap * 0.15;
    // The instrument the artist's tracks, name or genres name ("Oud Nights", "piano trio",
    // "jazz trumpet"), else a neutral bandstand.
    const instrument = jazzInstrumentFor(
      [ctx.track, ...ctx.tracks, ctx.name, ...(ctx.genres ?? [])],
      rng,
    );
    if (rng.chance(0.45)) {
      // The stage: a lamp over the middle, its beam fanning down to a pool of light.
      const lampY = cy - S * 0.5 + 20;
      const floorY = cy + S * 0.44;
      const box = { x0: cx - S * 0.38, y0: cy - S * 0.32, x1: cx + S * 0.38, y1: floorY - 10 };
      const flip = rng.chance(0.5);
      const cut = cutAwayMask(
        b,
        'beam',
        swollen(iconMarkup(instrument, box, '#000', { anchor: 'bottom', flip }).markup, 40),
      );
      const rays: string[] = [];
      for (let i = 0; i <= 16; i += 1) {
        const x = cx - S * 0.46 + (S * 0.92 * i) / 16;
        rays.push(`M${r(cx + (x - cx) * 0.08)} ${r(lampY + 40)}L${r(x)} ${r(floorY - 8)}`);
      }
      b.add(
        `<path mask="url(#${cut})" fill="none" stroke="${inks.support}" stroke-width="4" stroke-linecap="round" d="${rays.join('')}"/>`,
        [inks.support],
      );
      b.add(
        `<path fill="${inks.primary}" d="M${r(cx - 34)} ${r(lampY - 22)}h68l22 56h-112Z${circle(cx, lampY - 30, 12)}"/><path fill="none" stroke="${inks.accent}" stroke-width="5" d="M${r(cx - S * 0.48)} ${r(floorY)}H${r(cx + S * 0.48)}"/>`,
        [inks.primary, inks.accent],
      );
      icon(b, instrument, box, inks.accent, { anchor: 'bottom', flip });
    } else {
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="5" d="${circle(cx, cy, S * 0.46)}"/><path fill="none" stroke="${inks.accent}" stroke-width="2" d="${circle(cx, cy, S * 0.5)}"/>`,
        [inks.accent],
      );
      tiltedIcon(
        b,
        instrument,
        { x0: cx - S * 0.42, y0: cy - S * 0.44, x1: cx + S * 0.42, y1: cy + S * 0.44 },
        inks.accent,
        rng.pick([-14, -8, 10]),
        { flip: rng.chance(0.5) },
      );
    }
    const placed = tiltedLines(name, { x: cx, top: nameTop, rotate: tilt }).map((l) =>
      b.text(l.line, l.at, { fill: inks.primary }, 'name'),
    );
    let bottom = Math.max(cy + S / 2, ...placed.map((p) => p.y1));
    const alt = await altNameLine(b, ctx, {
      baseline: bottom + 60,
      cap: 36,
      maxWidth: 800,
      ink: inks.primary,
      tracking: 0.3,
    });
    if (alt) bottom = alt.y1;
    const track = await smallLine(b, ctx, quoted(ctx.track), {
      baseline: bottom + 80,
      cap: 34,
      maxWidth: 860,
      ink: inks.support,
      role: 'track',
      tracking: 0.35,
    });
    await detailsLine(b, ctx, {
      baseline: track.y1 + 60,
      cap: 26,
      maxWidth: 640,
      ink: inks.accent,
      tracking: 0.5,
      chance: 0.6,
    });
  },
};
