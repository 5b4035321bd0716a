/**
 * Jazz instrument: a saxophone, trumpet or clarinet silhouette leaning across a spotlight ring,
 * the name written under it in a big flowing script (clear of the ring and the instrument), and
 * the song in tracked capitals below — a club-night handbill.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { circle } from '../../svg/shapes.ts';
import { lineWidth } from '../../layout/text-line.ts';
import { altNameLine, block, quoted, smallLine } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';
import { tiltedIcon } from '../shared/tilted-icon.ts';
import { tiltedLines } from '../shared/tilted-block.ts';

const INSTRUMENTS = ['saxophone', 'saxophone', 'trumpet', 'clarinet', 'french-horn'];

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
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="5" d="${circle(cx, cy, S * 0.46)}"/><path fill="none" stroke="${inks.accent}" stroke-width="2" d="${circle(cx, cy, S * 0.5)}"/>`,
      [inks.accent],
    );
    const instrument = rng.pick(INSTRUMENTS);
    tiltedIcon(
      b,
      instrument,
      { x0: cx - S * 0.42, y0: cy - S * 0.44, x1: cx + S * 0.42, y1: cy + S * 0.44 },
      inks.accent,
      rng.pick([-14, -8, 10]),
      { flip: rng.chance(0.5) },
    );
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
