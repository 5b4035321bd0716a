/**
 * Punk, stencil: a spray-painted wall. The motif (a fist, skull, bomb… from the track words)
 * sprayed in the accent with overspray specks around it; the name cut as a stencil — heavy
 * capitals with bridges across them — tilted; a strip of warning tape carries the track, knocked
 * out and run on with the artist's other songs (never one title twice). Seeded: tilt, tape
 * angle, motif, and one of three walls so two bands rarely share one: 'wall' — the motif
 * sprayed big over the name, the tape under it; 'ringed' — the motif smaller inside a sprayed
 * circle (the anarchy-circle stencil), name and tape under it; 'header' — the tape across the
 * top like a cordon, the name under it as the hero and the motif sprayed beneath the name.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { capHeight, lineWidth, textLine } from '../../layout/text-line.ts';
import type { Box } from '../../svg/box.ts';
import { circle, polygon, ring } from '../../svg/shapes.ts';
import { casingFor } from '../../style/styles.ts';
import { knockout, nameBlock } from '../../templates/common.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { altNameLine, icon, pickMotif, trackList } from '../shared/art.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { turn } from '../shared/paper.ts';
import { PUNK_MOTIFS, punkDefaults } from './cut-up.ts';

export const STENCIL_ARRANGEMENTS = ['wall', 'ringed', 'header'] as const;

export const punkStencil: Template = {
  id: 'punk-stencil',
  namesMotif: true,
  needsImage: false,
  needsTracks: 1,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const motif = pickMotif(ctx, PUNK_MOTIFS, punkDefaults(ctx));
    const arrangement = pickArrangement(ctx, STENCIL_ARRANGEMENTS);
    const flip = rng.chance(0.5);

    /** Overspray: specks scattered round a sprayed shape's edge. */
    const overspray = (cx: number, cy: number, reach: number, count: number): void => {
      const specks: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const a = rng.range(0, Math.PI * 2);
        const d = reach * rng.range(0.85, 1.25);
        specks.push(circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, rng.range(1.5, 4.5)));
      }
      b.add(`<path fill="${inks.accent}" d="${specks.join('')}"/>`, [inks.accent]);
    };
    const spray = (box: Box): Box => {
      const placed = icon(b, motif, box, inks.accent, { flip });
      const reach = Math.max(placed.x1 - placed.x0, placed.y1 - placed.y0) / 2;
      overspray((placed.x0 + placed.x1) / 2, (placed.y0 + placed.y1) / 2, reach, 140);
      return placed;
    };

    // Warning tape with the track, repeated while it fits; measured first, as the header
    // arrangement hangs it at the top.
    const tapeDeg = rng.pick([-5, -3, 3, 5]);
    const tapeW = 1100;
    const tapeH = 86;
    const face = faces.support;
    const cap = 34;
    const own = casingFor(face, ctx.track);
    let line = await textLine(own, face, 0.12);
    let scale = cap / capHeight(line);
    if (lineWidth(line) * scale > tapeW - 80) scale = (tapeW - 80) / lineWidth(line);
    // The tape runs the design's track on with the artist's other songs, never one title twice;
    // a lone title sits between two marks instead.
    const others = [...new Set(trackList(ctx, 4).map((t) => casingFor(face, t)))].filter(
      (t) => t !== own,
    );
    const runs = [
      ...[3, 2].filter((n) => others.length >= n - 1).map((n) => [own, ...others.slice(0, n - 1)]),
      ...(others.length === 0 ? [['', own, '']] : []),
    ];
    for (const run of runs) {
      const candidate = await textLine(run.join('  ✕  ').trim(), face, 0.12);
      if (lineWidth(candidate) * (cap / capHeight(candidate)) <= tapeW - 80) {
        line = candidate;
        scale = cap / capHeight(candidate);
        break;
      }
    }
    const tape = (ty: number): void => {
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
    };

    let top: number;
    if (arrangement === 'wall') {
      top = spray({ x0: CENTER_X - 300, y0: 60, x1: CENTER_X + 300, y1: 620 }).y1 + 40;
    } else if (arrangement === 'ringed') {
      // The sprayed circle, its stroke as heavy as the stencil's letters, the motif inside.
      const R = 270;
      const cy = 60 + R;
      b.add(
        `<path fill="${inks.accent}" fill-rule="evenodd" d="${ring(CENTER_X, cy, R, R - 30)}"/>`,
        [inks.accent],
      );
      overspray(CENTER_X, cy, R + 4, 120);
      const inner = R * 0.62;
      icon(
        b,
        motif,
        { x0: CENTER_X - inner, y0: cy - inner, x1: CENTER_X + inner, y1: cy + inner },
        inks.accent,
        { flip },
      );
      top = cy + R + 70;
    } else {
      // Tape across the top; its tilt must clear the name under it.
      const ty = 60 + tapeH / 2 + (tapeW / 2) * Math.sin((Math.abs(tapeDeg) * Math.PI) / 180);
      tape(ty);
      top = ty + tapeH / 2 + (tapeW / 2) * Math.sin((Math.abs(tapeDeg) * Math.PI) / 180) + 70;
    }

    // The name as a stencil: bridges cut across every line.
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 1040 * s,
      maxCap: (arrangement === 'header' ? 280 : 250) * s,
      maxHeight: 440 * s,
      maxLines: 3,
      leading: 0.12,
      tracking: 0.02,
    });
    const tilt = rng.range(-3.5, 3.5);
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

    if (arrangement === 'header') {
      // The motif sprayed under the name, smaller than it: the name stays the hero.
      spray({ x0: CENTER_X - 230, y0: y + 70, x1: CENTER_X + 230, y1: y + 470 });
      return;
    }
    tape(y + 90);
  },
};
