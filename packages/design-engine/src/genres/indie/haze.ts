/**
 * Indie, haze: the shoegaze and dream-pop shirt. The name in wide-tracked capitals, printed
 * three times a little apart — an outline ghost, a solid ghost in the accent, the name itself —
 * so it reads as if seen through a wet window or a wall of reverb; behind it a halftone haze
 * in the accent that is dense in its glow and fades to nothing (the screen printer's gradient),
 * held off the letters by a garment-coloured gap. The song under it in small wide capitals.
 *
 * The seed picks the haze (HAZE_ARRANGEMENTS):
 * - 'bloom': a big flower of soft dots above the name, its petals densest at their edges;
 * - 'halo': a ring of light round the name, like a stage light through fog;
 * - 'wall': a wall of sound — vertical screen lines swelling like a waveform behind the name.
 */
import { dotScreenField, lineScreenField, type Field } from '../../image/halftone.ts';
import type { ArtBuilder, Paint } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import type { TextBlock } from '../../layout/text-line.ts';
import type { Rng } from '../../random/prng.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';
import { drawBlock, nameBlock, smallLine } from '../../templates/common.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { detailsLine } from '../shared/details-line.ts';
import { probeNameLines } from '../shared/name-probe.ts';

export const HAZE_ARRANGEMENTS = ['bloom', 'halo', 'wall'] as const;
type Haze = (typeof HAZE_ARRANGEMENTS)[number];

const clamp01 = (t: number): number => Math.min(1, Math.max(0, t));

/** The flower's centre and radius in the 'bloom' haze (the name sits under it). */
const BLOOM = { cx: CENTER_X, cy: 345, radius: 270 };

/** A flower of `petals` petals: dense along each petal's rim, soft inside, a dense heart. */
function bloomField(field: Box, petals: number, turn: number): Field {
  const w = field.x1 - field.x0;
  const h = field.y1 - field.y0;
  return (u, v) => {
    const x = field.x0 + u * w - BLOOM.cx;
    const y = field.y0 + v * h - BLOOM.cy;
    const d = Math.hypot(x, y);
    const a = Math.atan2(y, x) + turn;
    const rim = BLOOM.radius * (0.55 + 0.45 * Math.abs(Math.cos((a * petals) / 2)));
    const t = d / rim;
    if (d < BLOOM.radius * 0.13) return 1;
    if (d < BLOOM.radius * 0.2) return 0;
    if (t > 1) return clamp01(1 - (t - 1) * 7) * 0.6;
    return 0.12 + 0.88 * t ** 2.4;
  };
}

/** A ring of light round the name, in an ellipse filling `field`, fading out before its edge. */
function haloField(): Field {
  return (u, v) => {
    const d = Math.hypot(u - 0.5, v - 0.5) * 2;
    // The ring clear of the letters, a faint fog inside it.
    return clamp01(1 - Math.abs(d - 0.8) / 0.19) ** 1.3 + clamp01(0.8 - d) * 0.2;
  };
}

/** A waveform of vertical bars round the band's middle line, tapering at both ends. */
function wallField(field: Box, rng: Rng): Field {
  const waves = [0, 1, 2].map(() => ({ f: rng.range(3, 11), p: rng.range(0, Math.PI * 2) }));
  return (u, v) => {
    const swell = waves.reduce((sum, { f, p }) => sum + Math.sin(u * f + p), 0) / 3;
    const amp = (0.18 + 0.3 * (swell * 0.5 + 0.5)) * Math.sin(Math.PI * u) ** 0.6;
    return clamp01(1 - Math.abs(v - 0.5) / Math.max(0.02, amp)) ** 0.7;
  };
}

/** The name's lines (not its small alternate line) at an offset, in `paint`, as markup. */
function ghost(b: ArtBuilder, name: TextBlock, top: number, dx: number, paint: Paint): string {
  return name.lines
    .map(
      (line, i) =>
        b.textMarkup(
          line,
          { x: CENTER_X + dx, baseline: top + (name.baselines[i] ?? 0), scale: name.scale },
          paint,
        ).markup,
    )
    .join('');
}

async function fitName(ctx: TemplateContext): Promise<TextBlock> {
  const s = ctx.shrink;
  return nameBlock(ctx, ctx.faces.display, {
    maxWidth: 900 * s,
    maxCap: 165 * s,
    maxHeight: 400 * s,
    maxLines: 3,
    leading: 0.32,
    tracking: 0.2,
    inkGap: 0.3,
    breakGain: 1.1,
  });
}

export const indieHaze: Template = {
  id: 'indie-haze',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const haze: Haze = pickArrangement(ctx, HAZE_ARRANGEMENTS);
    const name = await fitName(ctx);
    const lines = (name.sub ? name.sub.offset : name.height) as number;
    // The bloom stands above the name; the halo and the wall are centred on it.
    const top = haze === 'bloom' ? 700 : Math.max(190, 430 - lines / 2);
    const probes = probeNameLines(b, name, top);
    const nameBox = unionBoxes(probes.map((p) => p.box)) as Box;
    const dx = Math.max(9, name.cap * 0.075) * (rng.chance(0.5) ? 1 : -1);

    const cx = (nameBox.x0 + nameBox.x1) / 2;
    const cy = (nameBox.y0 + nameBox.y1) / 2;
    const rx = Math.min(540, (nameBox.x1 - nameBox.x0) / 2 + 280);
    const ry = Math.min(cy - 60, (nameBox.y1 - nameBox.y0) / 2 + 260);
    const field: Box =
      haze === 'bloom'
        ? { x0: 200, y0: 60, x1: 1000, y1: nameBox.y0 - 20 }
        : haze === 'halo'
          ? { x0: cx - rx, y0: cy - ry, x1: cx + rx, y1: cy + ry }
          : { x0: 70, y0: Math.max(60, cy - 330), x1: 1130, y1: cy + 330 };
    const density =
      haze === 'bloom'
        ? bloomField(field, rng.int(5, 8), rng.range(0, Math.PI))
        : haze === 'halo'
          ? haloField()
          : wallField(field, rng.fork('wall'));
    const cells = Math.round(((field.x1 - field.x0) / 1000) * (haze === 'wall' ? 64 : 58));
    const screen =
      haze === 'wall'
        ? lineScreenField(density, { box: field, cells, angle: 90, maxFill: 0.9 })
        : dotScreenField(density, { box: field, cells, angle: 45, maxFill: 0.95 });
    // The haze and the echoes stop short of the name, so no ink meets another on it.
    const gap = Math.max(16, name.cap * 0.14) / name.scale;
    const cut = cutAwayMask(b, 'haze', swollen(probes.map((p) => p.markup).join(''), gap * 2));
    b.add(`<g mask="url(#${cut})"><path fill="${inks.accent}" d="${screen}"/></g>`, [inks.accent]);

    // Two echoes of the name, up and down a little apart, as thin outlines: the letters seem to
    // shiver through a wall of reverb.
    const outline = Math.max(3, name.cap * 0.022);
    const dy = name.cap * 0.22;
    b.add(
      `<g mask="url(#${cut})">${ghost(b, name, top - dy, dx, { stroke: inks.support, strokeWidth: outline })}${ghost(b, name, top + dy, -dx, { stroke: inks.support, strokeWidth: outline })}</g>`,
      [inks.support],
    );
    const drawn = drawBlock(b, name, { top, paint: { fill: inks.primary }, role: 'name' });

    // Clear of the lower echo and of the haze's dense part.
    const foot = Math.max(drawn.y1 + dy, haze === 'bloom' ? 0 : field.y1 - 40) + 90;
    const song = ctx.track
      ? await smallLine(b, ctx, ctx.track, {
          baseline: foot,
          cap: 38,
          maxWidth: 860,
          ink: inks.support,
          role: 'track',
          tracking: 0.42,
        })
      : null;
    await detailsLine(b, ctx, {
      baseline: (song?.y1 ?? foot - 60) + 80,
      cap: 30,
      maxWidth: 700,
      ink: inks.support,
      tracking: 0.5,
      chance: 0.6,
    });
  },
};
