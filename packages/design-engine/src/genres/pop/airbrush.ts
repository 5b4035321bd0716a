/**
 * Pop, airbrush: the 90s airbrushed "era" tee — the name in the design's rounded display face,
 * big, over an airbrushed glow behind it, printed the screen-printer's way: a halftone dot field in
 * the accent ink that is dense near the name and fades to nothing (no gradient, no box), held a
 * garment-wide gap off every letter; glints on the letters' corners, the song in script under it.
 *
 * The seed picks one of three backdrops, so two pop artists rarely get the same glow:
 * - 'cloud': a soft oval cloud round the name;
 * - 'sunset': a setting sun behind the name's upper half, dense at its foot, with the horizon
 *   stripes of a retro sunset cut through its lower half;
 * - 'rays': glory rays fanning out from behind the name, fading with distance.
 */
import { dotScreenField, type Field } from '../../image/halftone.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';
import { block, drawBlock } from '../../templates/common.ts';
import { altNameLine } from '../shared/art.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { detailsLine } from '../shared/details-line.ts';
import { probeNameLines } from '../shared/name-probe.ts';
import { glint } from '../shared/sparkle.ts';

/** The backdrops the seed picks from (see the file's comment). */
export const AIRBRUSH_BACKDROPS = ['cloud', 'sunset', 'rays'] as const;
type Backdrop = (typeof AIRBRUSH_BACKDROPS)[number];

const clamp01 = (t: number): number => Math.min(1, Math.max(0, t));

/**
 * The backdrop's ink density over `field` (the box the dots fill), centred on the name's box: 1
 * is the densest dot, 0 no dot. Every field falls to 0 before the box's edge, so the dots fade
 * out rather than stop at a line.
 */
function backdropField(kind: Backdrop, field: Box, name: Box, turn: number): Field {
  const w = field.x1 - field.x0;
  const h = field.y1 - field.y0;
  const cx = (name.x0 + name.x1) / 2;
  const cy = (name.y0 + name.y1) / 2;
  const at = (u: number, v: number): [number, number] => [field.x0 + u * w, field.y0 + v * h];
  if (kind === 'cloud') {
    const rx = (name.x1 - name.x0) / 2 + 150;
    const ry = (name.y1 - name.y0) / 2 + 130;
    return (u, v) => {
      const [x, y] = at(u, v);
      const d = Math.hypot((x - cx) / rx, (y - cy) / ry);
      return clamp01(1.05 - d) ** 1.3;
    };
  }
  if (kind === 'sunset') {
    // The sun sits on the name's baseline region; its lower half is cut by widening stripes.
    const radius = Math.min(480, Math.max(300, (name.x1 - name.x0) / 2 + 40));
    const sy = name.y1 - (name.y1 - name.y0) * 0.15;
    return (u, v) => {
      const [x, y] = at(u, v);
      const d = Math.hypot(x - cx, y - sy) / radius;
      if (d > 1 || y > sy + radius * 0.05) return 0;
      const fromTop = clamp01((y - (sy - radius)) / radius);
      const below = y - (sy - radius * 0.45);
      if (below > 0) {
        // Stripes every ~0.16 r, each gap wider than the last, like a sunset's horizon bands.
        const band = radius * 0.16;
        const k = Math.floor(below / band);
        if (below - k * band < band * (0.16 + 0.1 * k)) return 0;
      }
      return clamp01(0.18 + 0.82 * fromTop) * clamp01((1 - d) * 6);
    };
  }
  const rays = 14;
  const reach = Math.max(name.x1 - name.x0, name.y1 - name.y0) / 2 + 300;
  return (u, v) => {
    const [x, y] = at(u, v);
    const d = Math.hypot(x - cx, y - cy) / reach;
    const angle = Math.atan2(y - cy, x - cx) + turn;
    const ray = Math.cos(angle * rays);
    return ray < 0.2 ? 0 : clamp01(1 - d) ** 0.9 * clamp01((ray - 0.2) * 3);
  };
}

export const popAirbrush: Template = {
  id: 'pop-airbrush',
  lettering: true,
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const backdrop = pickArrangement(ctx, AIRBRUSH_BACKDROPS);
    const long = [...ctx.name].length > 18;
    const name = await block(ctx.name, faces.display, {
      maxWidth: 900 * s,
      maxCap: 240 * s,
      maxHeight: (long ? 520 : 460) * s,
      maxLines: long ? 3 : 2,
      leading: 0.14,
      breakGain: 1.08,
    });
    // Room over the name for the glow (the sunset rises highest).
    const top = backdrop === 'sunset' ? 230 : 190;
    const probes = probeNameLines(b, name, top);
    const nameBox = unionBoxes(probes.map((p) => p.box)) as Box;
    // The field the dots may fill: the name's surroundings, inside the safe area.
    // (No wider than about 1000 units: a poster fits the art's full width into its frame, and
    // a wider glow would shrink the small type under it below the printable minimum.)
    const field: Box = {
      x0: Math.max(100, nameBox.x0 - 160),
      y0: Math.max(60, nameBox.y0 - 170),
      x1: Math.min(1100, nameBox.x1 + 160),
      y1: nameBox.y1 + 150,
    };
    const gap = Math.max(14, name.cap * 0.1);
    const cut = cutAwayMask(
      b,
      'airbrush',
      swollen(probes.map((p) => p.markup).join(''), (gap * 2) / name.scale),
    );
    const dots = dotScreenField(backdropField(backdrop, field, nameBox, rng.range(0, Math.PI)), {
      box: field,
      cells: Math.round(((field.x1 - field.x0) / 1060) * 52),
      angle: 45,
      maxFill: 0.95,
    });
    b.add(`<g mask="url(#${cut})"><path fill="${inks.accent}" d="${dots}"/></g>`, [inks.accent]);
    const drawn = drawBlock(b, name, { top, paint: { fill: inks.primary }, role: 'name' });
    // Glints on the name's corners: the airbrush artist's last touch.
    const g = Math.max(30, name.cap * 0.24);
    b.add(
      `<path fill="${inks.support}" d="${glint(nameBox.x1 - g * 0.4, nameBox.y0 + g * 0.1, g)}${glint(nameBox.x0 + g * 0.6, nameBox.y1 - g * 0.2, g * 0.6)}"/>`,
      [inks.support],
    );
    const song = await block(ctx.track, faces.script, {
      maxWidth: 820,
      maxCap: Math.max(MIN_TEXT_HEIGHT * 1.2, Math.min(76 * s, name.cap * 0.42)),
      maxHeight: 170 * s,
      maxLines: 2,
      leading: 0.3,
    });
    // Where the glow's dots end under the name: the sunset stops at the name's foot, the cloud
    // a little under it, the rays run out to the field's edge.
    const glowFoot =
      backdrop === 'sunset' ? nameBox.y1 : backdrop === 'cloud' ? nameBox.y1 + 90 : field.y1 - 30;
    // The name's other form under the glow (inside it, the dots would run through it).
    const altBottom = await altNameLine(b, ctx, {
      top: Math.max(drawn.y1, glowFoot) + 30,
      cap: Math.max(MIN_TEXT_HEIGHT * 1.2, name.cap * 0.2),
      maxWidth: 860,
      ink: inks.primary,
    });
    const songTop = Math.max(drawn.y1, glowFoot, altBottom) + 50;
    const songBox = drawBlock(b, song, {
      top: songTop,
      paint: { fill: inks.accent },
      role: 'track',
      x: CENTER_X,
    });
    await detailsLine(b, ctx, {
      baseline: songBox.y1 + 80,
      cap: 30,
      maxWidth: 760,
      ink: inks.support,
      // The design's display face (two faces at most), tracked less than capitals would be:
      // a rounded or italic display face spaced wide falls apart.
      tracking: 0.25,
      face: faces.display,
    });
  },
};
