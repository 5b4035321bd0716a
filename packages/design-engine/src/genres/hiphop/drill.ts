/**
 * Hip hop, drill: the cold, stark shirt of UK, Chicago and Brooklyn drill and of grime — the name
 * in tight heavy block capitals, nothing gold, nothing leaning, the art drawn in thin lines of the
 * artist's palest ink on black. Only for DRILL. Seeded: one of three arrangements — the name over
 * a row of tower blocks drawn as window grids, a few windows lit in the accent; the name framed
 * in a CCTV viewfinder's corner brackets with the camera on its bracket watching from a corner
 * and a red-light dot; or the name sliced by two hairline cuts with the band between shifted
 * sideways, over a rule — and the tower heights, the camera's side.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import type { TextBlock } from '../../layout/text-line.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { circle } from '../../svg/shapes.ts';
import { drawBlock, nameBlock } from '../../templates/common.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { icon } from '../shared/art.ts';
import { probeNameLines } from '../shared/name-probe.ts';
import { trackAndPlace } from '../shared/track-and-place.ts';

export const DRILL_ARRANGEMENTS = ['towers', 'cctv', 'sliced'] as const;

const rect = (x0: number, y0: number, x1: number, y1: number): string =>
  `M${r(x0)} ${r(y0)}H${r(x1)}V${r(y1)}H${r(x0)}Z`;

/** A row of tower blocks as window grids on a ground line; returns the ground's foot. */
function towers(b: ArtBuilder, ctx: TemplateContext, top: number): number {
  const { inks, rng } = ctx;
  const count = rng.pick([5, 6, 7]);
  const span = 940;
  const gap = 26;
  const w = (span - gap * (count - 1)) / count;
  const base = top + 430;
  const frames: string[] = [];
  const dark: string[] = [];
  const lit: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x0 = CENTER_X - span / 2 + i * (w + gap);
    // Taller towards the middle, each a little off, like an estate seen from the road.
    const middle = 1 - Math.abs(i - (count - 1) / 2) / count;
    const h = Math.min(420, 160 + 260 * middle * rng.range(0.75, 1.1));
    const y0 = base - h;
    frames.push(rect(x0, y0, x0 + w, base), rect(x0 + 7, y0 + 7, x0 + w - 7, base));
    const cols = w > 130 ? 4 : 3;
    const cell = (w - 14) / cols;
    for (let y = y0 + 24; y + 22 < base - 20; y += 38) {
      for (let c = 0; c < cols; c += 1) {
        const wx = x0 + 7 + c * cell + cell * 0.28;
        const win = rect(wx, y, wx + cell * 0.44, y + 20);
        const roll = rng.range(0, 1);
        if (roll < 0.1) lit.push(win);
        else if (roll < 0.72) dark.push(win);
      }
    }
  }
  b.add(
    `<path fill="${inks.primary}" fill-rule="evenodd" d="${frames.join('')}"/><path fill="${inks.support}" d="${dark.join('')}"/>`,
    [inks.primary, inks.support],
  );
  if (lit.length > 0) b.add(`<path fill="${inks.accent}" d="${lit.join('')}"/>`, [inks.accent]);
  b.add(
    `<path fill="${inks.primary}" d="${rect(CENTER_X - span / 2 - 40, base, CENTER_X + span / 2 + 40, base + 10)}"/>`,
    [inks.primary],
  );
  return base + 10;
}

/** Viewfinder corner brackets round `box`, with ticks at the middle of each side. */
function viewfinder(b: ArtBuilder, box: Box, ink: string): void {
  const arm = 90;
  const t = 10;
  const { x0, y0, x1, y1 } = box;
  const corners = [
    rect(x0, y0, x0 + arm, y0 + t),
    rect(x0, y0, x0 + t, y0 + arm),
    rect(x1 - arm, y0, x1, y0 + t),
    rect(x1 - t, y0, x1, y0 + arm),
    rect(x0, y1 - t, x0 + arm, y1),
    rect(x0, y1 - arm, x0 + t, y1),
    rect(x1 - arm, y1 - t, x1, y1),
    rect(x1 - t, y1 - arm, x1, y1),
  ];
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2;
  const ticks = [
    rect(mx - 3, y0 - 22, mx + 3, y0 + 8),
    rect(mx - 3, y1 - 8, mx + 3, y1 + 22),
    rect(x0 - 22, my - 3, x0 + 8, my + 3),
    rect(x1 - 8, my - 3, x1 + 22, my + 3),
  ];
  b.add(`<path fill="${ink}" d="${[...corners, ...ticks].join('')}"/>`, [ink]);
}

/** The name cut by two hairlines per line, the band between them shifted sideways. */
function slicedName(b: ArtBuilder, ctx: TemplateContext, name: TextBlock, top: number): Box {
  const { inks, rng } = ctx;
  const lines = probeNameLines(b, name, top);
  const letters = lines.map((l) => l.markup).join('');
  const x0 = Math.min(...lines.map((l) => l.box.x0)) - 60;
  const x1 = Math.max(...lines.map((l) => l.box.x1)) + 60;
  const shift = name.cap * 0.08 * (rng.chance(0.5) ? 1 : -1);
  const cut = Math.max(7, name.cap * 0.035);
  const bands: string[] = [];
  const shifted: string[] = [];
  name.lines.forEach((_, i) => {
    const capTop = top + (name.baselines[i] ?? 0) - name.cap;
    const a = capTop + name.cap * rng.range(0.3, 0.38);
    const z = capTop + name.cap * rng.range(0.58, 0.66);
    const lineTop = i === 0 ? top - name.cap : capTop - name.cap * 0.2;
    const lineFoot = capTop + name.cap * 1.45;
    bands.push(rect(x0, lineTop, x1, a), rect(x0, z + cut, x1, lineFoot));
    shifted.push(rect(x0, a + cut, x1, z));
  });
  const keep = b.uid('slice');
  const move = b.uid('slid');
  b.def(`<clipPath id="${keep}"><path d="${bands.join('')}"/></clipPath>`);
  b.def(`<clipPath id="${move}"><path d="${shifted.join('')}"/></clipPath>`);
  const inked = letters.replace(/fill="#000"/g, `fill="${inks.primary}"`);
  b.add(
    `<g clip-path="url(#${keep})">${inked}</g><g transform="translate(${r(shift)} 0)"><g clip-path="url(#${move})">${inked}</g></g>`,
    [inks.primary],
  );
  name.lines.forEach((line, i) => {
    const box = lines[i]?.box;
    if (box) b.record(line, box, inks.primary, name.scale, 'name');
  });
  const boxes = lines.map((l) => l.box);
  return {
    x0: Math.min(...boxes.map((bx) => bx.x0)) - Math.abs(shift),
    x1: Math.max(...boxes.map((bx) => bx.x1)) + Math.abs(shift),
    y0: top,
    y1: Math.max(...boxes.map((bx) => bx.y1)),
  };
}

/** Two outline repeats of a one-line name under it, in the support ink; returns their foot. */
function echoes(
  b: ArtBuilder,
  ctx: TemplateContext,
  name: TextBlock,
  top: number,
  foot: number,
): number {
  const { inks } = ctx;
  const step = foot - top + name.cap * 0.22;
  let y = foot;
  for (let k = 1; k <= 2; k += 1) {
    const lines = probeNameLines(b, name, top + k * step);
    const width = (k === 1 ? 6 : 4) / name.scale;
    b.add(
      lines
        .map((l) =>
          l.markup.replace(
            /fill="#000"/g,
            `fill="none" stroke="${inks.support}" stroke-width="${r(width)}" stroke-linejoin="round"`,
          ),
        )
        .join(''),
      [inks.support],
    );
    y = Math.max(y, ...lines.map((l) => l.box.y1));
  }
  return y;
}

export const hiphopDrill: Template = {
  id: 'hiphop-drill',
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { inks, faces } = ctx;
    const s = ctx.shrink;
    const arrangement = pickArrangement(ctx, DRILL_ARRANGEMENTS);
    const framed = arrangement === 'cctv';
    const stray = ctx.name.split(/\s+/).some((word) => [...word].length <= 2);
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: (framed ? 820 : 1000) * s,
      maxCap: (arrangement === 'sliced' ? 280 : 230) * s,
      maxHeight: 440 * s,
      maxLines: 2,
      leading: 0.08,
      tracking: 0.02,
      inkGap: 0.12,
      // Stacked when that sets it bigger, unless a word is a letter or two ("K / TRAPPA 9"
      // strands one on a line of its own).
      breakGain: stray ? 1.25 : 1.0,
    });
    let y: number;
    if (arrangement === 'towers') {
      const box = drawBlock(b, name, { top: 60, paint: { fill: inks.primary }, role: 'name' });
      y = towers(b, ctx, box.y1 + 70);
    } else if (arrangement === 'cctv') {
      // The camera on its wall bracket over one corner, watching the name.
      const left = ctx.rng.chance(0.5);
      const camTop = 50;
      const camBox = left
        ? { x0: CENTER_X - 500, y0: camTop, x1: CENTER_X - 250, y1: camTop + 170 }
        : { x0: CENTER_X + 250, y0: camTop, x1: CENTER_X + 500, y1: camTop + 170 };
      const cam = icon(b, 'cctv-camera', camBox, inks.support, { flip: !left });
      const frameTop = cam.y1 + 40;
      // Room over the name for the red-light dot inside the top bracket.
      const nameTop = frameTop + 120;
      const box = drawBlock(b, name, { top: nameTop, paint: { fill: inks.primary }, role: 'name' });
      const frame = {
        x0: CENTER_X - 470,
        y0: frameTop,
        x1: CENTER_X + 470,
        y1: box.y1 + 80,
      };
      viewfinder(b, frame, inks.primary);
      b.add(`<path fill="${inks.accent}" d="${circle(frame.x0 + 46, frame.y0 + 46, 15)}"/>`, [
        inks.accent,
      ]);
      y = frame.y1 + 10;
    } else {
      const box = slicedName(b, ctx, name, 70);
      // A sub block (a romanisation) is drawn plainly under the sliced name.
      if (name.sub)
        drawBlock(b, name.sub.block, {
          top: 70 + name.sub.offset,
          paint: { fill: inks.primary },
          role: 'name',
        });
      let foot = name.sub ? 70 + name.height : box.y1;
      // A one-line name echoes twice under itself in outline, so the shirt has a block of
      // type, not a strip (a two-line or romanised name is block enough).
      if (name.lines.length === 1 && !name.sub) foot = echoes(b, ctx, name, 70, foot);
      b.add(
        `<path fill="${inks.accent}" d="${rect(CENTER_X - 420, foot + 50, CENTER_X + 420, foot + 60)}"/>`,
        [inks.accent],
      );
      y = foot + 60;
    }
    await trackAndPlace(b, ctx, {
      baseline: y + 80,
      face: 'spaceMono',
      track: { cap: 38, maxWidth: 900, ink: inks.support, tracking: 0.3 },
      place: { gap: 46, maxWidth: 700, ink: inks.support, tracking: 0.5, chance: 0.6 },
    });
  },
};
