/**
 * Punk, stencil: a spray-painted wall. The motif (a fist, skull, bomb… from the track words)
 * sprayed big in the accent with overspray specks around it; the name cut as a stencil — heavy
 * capitals with bridges across them — tilted over its lower edge; a strip of warning tape across
 * the bottom carries the track, knocked out and repeated. Seeded: tilt, tape angle, motif.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { capHeight, lineWidth, textLine } from '../../layout/text-line.ts';
import { circle, polygon } from '../../svg/shapes.ts';
import { casingFor } from '../../style/styles.ts';
import { knockout, nameBlock } from '../../templates/common.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { altNameLine, icon, pickMotif } from '../shared/art.ts';
import { turn } from '../shared/paper.ts';
import { PUNK_DEFAULTS, PUNK_MOTIFS } from './cut-up.ts';

export const punkStencil: Template = {
  id: 'punk-stencil',
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const motif = pickMotif(ctx, PUNK_MOTIFS, PUNK_DEFAULTS);

    // The sprayed motif and its overspray.
    const mBox = { x0: CENTER_X - 300, y0: 60, x1: CENTER_X + 300, y1: 620 };
    const placed = icon(b, motif, mBox, inks.accent, { flip: rng.chance(0.5) });
    const specks: string[] = [];
    const mcx = (placed.x0 + placed.x1) / 2;
    const mcy = (placed.y0 + placed.y1) / 2;
    const reach = Math.max(placed.x1 - placed.x0, placed.y1 - placed.y0) / 2;
    for (let i = 0; i < 140; i += 1) {
      const a = rng.range(0, Math.PI * 2);
      const d = reach * rng.range(0.85, 1.25);
      specks.push(circle(mcx + Math.cos(a) * d, mcy + Math.sin(a) * d, rng.range(1.5, 4.5)));
    }
    b.add(`<path fill="${inks.accent}" d="${specks.join('')}"/>`, [inks.accent]);

    // The name as a stencil: bridges cut across every line.
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 1040 * s,
      maxCap: 250 * s,
      maxHeight: 440 * s,
      maxLines: 3,
      leading: 0.12,
      tracking: 0.02,
    });
    const tilt = rng.range(-3.5, 3.5);
    const top = placed.y1 + 40;
    // One bridge per line, a little above the middle, turned with the line.
    const slits = name.lines.map((_, i) => {
      const baseline = top + (name.baselines[i] ?? 0);
      const y = baseline - name.cap * 0.56;
      const h = Math.max(5, name.cap * 0.06);
      return `<path transform="rotate(${tilt.toFixed(3)} ${CENTER_X} ${baseline.toFixed(1)})" d="M-200 ${y.toFixed(1)}H1400V${(y + h).toFixed(1)}H-200Z"/>`;
    });
    const id = cutAwayMask(b, 'stencil', `<g fill="#000">${slits.join('')}</g>`);
    b.add(`<g mask="url(#${id})">`, []);
    const boxes = name.lines.map((line, i) =>
      b.text(
        line,
        {
          x: CENTER_X,
          baseline: top + (name.baselines[i] ?? 0),
          scale: name.scale,
          rotate: tilt,
        },
        { fill: inks.primary },
        'name',
      ),
    );
    b.add('</g>', []);
    let y = Math.max(...boxes.map((bx) => bx.y1));
    y = await altNameLine(b, ctx, { top: y + 20, cap: 36, maxWidth: 900, ink: inks.primary });

    // Warning tape with the track, repeated while it fits.
    const tapeDeg = rng.pick([-5, -3, 3, 5]);
    const tapeW = 1100;
    const tapeH = 86;
    const ty = y + 90;
    const face = faces.support;
    const cap = 34;
    let line = await textLine(casingFor(face, ctx.track), face, 0.12);
    let scale = cap / capHeight(line);
    if (lineWidth(line) * scale > tapeW - 80) scale = (tapeW - 80) / lineWidth(line);
    for (const times of [3, 2]) {
      const repeated = Array.from({ length: times }, () => casingFor(face, ctx.track)).join(
        '  ✕  ',
      );
      const candidate = await textLine(repeated, face, 0.12);
      if (lineWidth(candidate) * (cap / capHeight(candidate)) <= tapeW - 80) {
        line = candidate;
        scale = cap / capHeight(candidate);
        break;
      }
    }
    const band = polygon(
      (
        [
          [CENTER_X - tapeW / 2, ty - tapeH / 2],
          [CENTER_X + tapeW / 2, ty - tapeH / 2],
          [CENTER_X + tapeW / 2, ty + tapeH / 2],
          [CENTER_X - tapeW / 2, ty + tapeH / 2],
        ] as const
      ).map((p) => turn([p[0], p[1]], CENTER_X, ty, tapeDeg)),
    );
    knockout(b, band, inks.support, [
      {
        line,
        at: {
          x: CENTER_X,
          baseline: ty + (capHeight(line) * scale) / 2,
          scale,
          rotate: tapeDeg,
        },
        role: 'track',
      },
    ]);
  },
};
