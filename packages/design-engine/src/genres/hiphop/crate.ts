/**
 * Hip hop, crate: the warm, soulful shirt of conscious hip hop, jazz rap and the alternative
 * scene — crate-digging and liner notes rather than chrome and ice. The name in a hand-set
 * display face (Abril's fat serif or Alfa Slab's wood-type slab), mixed case kept. Only for
 * CONSCIOUS. Seeded: one of three arrangements — a record crate with the sleeves standing up out
 * of it, one pulled higher with its record peeking out, the track stencilled along the crate's top
 * plank; a record slid half out of its sleeve, the artist's initials set on the sleeve like a
 * Blue-Note-era cover, the tracks listed under it in typewriter type like a back cover; or the
 * name between two woven pattern bands (wax-print and strip-cloth geometry) over the tracks.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { circle, ring } from '../../svg/shapes.ts';
import { block, drawBlock, fitLineWithin, initials, nameBlock } from '../../templates/common.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { oneLineList, trackList } from '../shared/art.ts';
import { detailsLine } from '../shared/details-line.ts';
import { roundRectPath } from '../shared/round-rect.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { BAND_KINDS, patternBand, type BandKind } from './pattern-bands.ts';

export const CRATE_ARRANGEMENTS = ['crate', 'sleeve', 'bands'] as const;

/** The woven bands' height: heavy enough to read as cloth from across a room. */
const BAND_HEIGHT = 120;

/** Hand-set display faces: the fat modern serif and the wood-type slab. */
const HAND_SET: readonly FaceId[] = ['abril', 'alfaSlab'];

const rect = (x0: number, y0: number, x1: number, y1: number): string =>
  `M${r(x0)} ${r(y0)}H${r(x1)}V${r(y1)}H${r(x0)}Z`;

/** An outlined rectangle `t` thick, as path data to fill even-odd. */
const outline = (box: Box, t: number): string =>
  `${rect(box.x0, box.y0, box.x1, box.y1)}${rect(box.x0 + t, box.y0 + t, box.x1 - t, box.y1 - t)}`;

/** An outlined rectangle's attributes, turned `deg` about its foot's centre. */
function frame(box: Box, t: number, deg = 0): string {
  const d = outline(box, t);
  return deg === 0
    ? `d="${d}"`
    : `transform="rotate(${r(deg)} ${r((box.x0 + box.x1) / 2)} ${r(box.y1)})" d="${d}"`;
}

/**
 * The crate with its sleeves, the art's top at `top`; returns its foot. Seen from the front as a
 * digger flips through, from a little above: each sleeve further back stands higher, showing
 * only its top edge, a little askew, and one pulled higher shows its record over its edge.
 */
async function crate(b: ArtBuilder, ctx: TemplateContext, top: number): Promise<number> {
  const { inks, rng } = ctx;
  const w = 860;
  const x0 = CENTER_X - w / 2;
  const rad = 105;
  const plankTop = top + 430;
  const crateFoot = plankTop + 330;
  const count = 7;
  const pulled = rng.int(0, 2);
  const sleeves = Array.from({ length: count }, (_, i) => {
    // Seen from a little above: the sleeves further back stand higher.
    const y0 = plankTop - 60 - (count - 1 - i) * 24 - (i === pulled ? 90 : 0);
    const box = { x0: x0 + 34, y0, x1: x0 + w - 34, y1: plankTop + 120 };
    const deg = i === count - 1 ? 0 : rng.range(-2.4, 2.4);
    return { box, deg, ink: i % 2 === 0 ? inks.support : inks.accent };
  });
  const turn = (deg: number, box: Box) =>
    `rotate(${r(deg)} ${r((box.x0 + box.x1) / 2)} ${r(box.y1)})`;
  // What stands in front of sleeve i: the sleeves after it, and the crate's front planks.
  const front = (i: number) =>
    cutAwayMask(
      b,
      'sleeves',
      `<g fill="#000" stroke="#000" stroke-width="22">${sleeves
        .slice(i + 1)
        .map(
          (sl) =>
            `<path transform="${turn(sl.deg, sl.box)}" d="${rect(sl.box.x0, sl.box.y0, sl.box.x1, sl.box.y1)}"/>`,
        )
        .join('')}<path d="${rect(x0 - 10, plankTop - 12, x0 + w + 10, crateFoot + 10)}"/></g>`,
    );
  sleeves.forEach((sl, i) => {
    const mask = front(i);
    b.add(
      `<g mask="url(#${mask})"><path fill="${sl.ink}" transform="${turn(sl.deg, sl.box)}" d="${rect(sl.box.x0, sl.box.y0, sl.box.x1, sl.box.y1)}"/></g>`,
      [sl.ink],
    );
    if (i !== pulled) return;
    // The record, half out of the pulled sleeve: hidden by its own sleeve and those in front.
    const inside = front(i - 1);
    const cx = (sl.box.x0 + sl.box.x1) / 2;
    const cy = sl.box.y0 - rad * 0.2;
    b.add(
      `<g mask="url(#${inside})"><path fill="${inks.primary}" fill-rule="evenodd" transform="${turn(sl.deg, sl.box)}" d="${ring(cx, cy, rad, rad - 10)}${ring(cx, cy, rad * 0.74, rad * 0.74 - 6)}${circle(cx, cy, rad * 0.34)}"/></g>`,
      [inks.primary],
    );
  });
  // Three planks, outlined, with a handle slot cut in the top one.
  const plank = (y: number, h: number) => outline({ x0, y0: y, x1: x0 + w, y1: y + h }, 13);
  const planks = [plank(plankTop, 120), plank(plankTop + 136, 90), plank(plankTop + 242, 88)];
  const slot = roundRectPath(CENTER_X - 70, plankTop + 22, CENTER_X + 70, plankTop + 52, 15);
  b.add(`<path fill="${inks.primary}" fill-rule="evenodd" d="${planks.join('')}${slot}"/>`, [
    inks.primary,
  ]);
  // The track stencilled along the top plank, under the handle slot: always one line (the
  // plank holds no second), closing its tracking or shortening the title before it breaks.
  // As large as the plank allows under the slot.
  const stencil = await fitLineWithin(ctx.track, 'specialElite', 0.3, w - 80, 42);
  b.text(
    stencil.line,
    { x: CENTER_X, align: 'center', scale: stencil.scale, baseline: plankTop + 100 },
    { fill: inks.primary },
    'track',
  );
  // The crate's corner posts down the sides of the lower planks.
  b.add(
    `<path fill="${inks.primary}" d="${rect(x0 + 30, plankTop + 120, x0 + 48, plankTop + 136)}${rect(x0 + w - 48, plankTop + 120, x0 + w - 30, plankTop + 136)}${rect(x0 + 30, plankTop + 226, x0 + 48, plankTop + 242)}${rect(x0 + w - 48, plankTop + 226, x0 + w - 30, plankTop + 242)}"/>`,
    [inks.primary],
  );
  return crateFoot;
}

/** A record slid half out of its sleeve, the initials on the sleeve; returns the foot. */
async function sleeve(b: ArtBuilder, ctx: TemplateContext, top: number, face: FaceId) {
  const { inks, rng } = ctx;
  const side = 440;
  const out = rng.range(0.38, 0.5) * side;
  const sx0 = CENTER_X - (side + out) / 2;
  const box = { x0: sx0, y0: top, x1: sx0 + side, y1: top + side };
  const cx = box.x1 - side / 2 + out;
  const cy = top + side / 2;
  const rad = side / 2 - 14;
  const grooves = [ring(cx, cy, rad, rad - 10)];
  for (let g = rad - 34; g > rad * 0.45; g -= 24) grooves.push(ring(cx, cy, g, g - 5));
  const hide = b.uid('sleeve');
  b.def(
    `<mask id="${hide}" maskUnits="userSpaceOnUse" x="-600" y="-600" width="2400" height="2800"><rect x="-600" y="-600" width="2400" height="2800" fill="#fff"/><path fill="#000" d="${rect(box.x0 - 14, box.y0 - 14, box.x1 + 14, box.y1 + 14)}"/></mask>`,
  );
  b.add(
    `<g mask="url(#${hide})"><path fill="${inks.support}" fill-rule="evenodd" d="${grooves.join('')}"/><path fill="${inks.accent}" d="${circle(cx, cy, rad * 0.34)}"/></g>`,
    [inks.support, inks.accent],
  );
  b.add(`<path fill="${inks.primary}" fill-rule="evenodd" ${frame(box, 12)}/>`, [inks.primary]);
  // The cover: the initials big, a rule under them, like a label's house style.
  const mark = await block(initials(ctx.name), face, {
    maxWidth: side - 110,
    maxCap: 190,
    maxHeight: 220,
    maxLines: 1,
  });
  const markTop = top + (side - mark.height) / 2 - 20;
  const drawn = drawBlock(b, mark, {
    top: markTop,
    x: (box.x0 + box.x1) / 2,
    paint: { fill: inks.accent },
    role: 'detail',
  });
  b.add(
    `<path fill="${inks.primary}" d="${rect(box.x0 + 70, drawn.y1 + 30, box.x1 - 70, drawn.y1 + 38)}"/>`,
    [inks.primary],
  );
  return box.y1;
}

export const hiphopCrate: Template = {
  id: 'hiphop-crate',
  needsImage: false,
  maxGrow: 1.45,
  async layout(ctx, b) {
    const { inks, rng } = ctx;
    const s = ctx.shrink;
    const arrangement = pickArrangement(ctx, CRATE_ARRANGEMENTS);
    const face = rng.pick(HAND_SET);
    const name = await nameBlock(ctx, face, {
      maxWidth: 980 * s,
      maxCap: 200 * s,
      maxHeight: 400 * s,
      maxLines: 2,
      leading: 0.1,
      breakGain: 1.1,
    });
    let y: number;
    if (arrangement === 'bands') {
      const [upper, lower] = rng.shuffle([...BAND_KINDS]) as [BandKind, BandKind];
      const band = (kind: BandKind, y0: number, a: string, c: string) => {
        for (const part of patternBand(kind, {
          x0: CENTER_X - 470,
          y0,
          x1: CENTER_X + 470,
          y1: y0 + BAND_HEIGHT,
        })) {
          if (part.d.length === 0) continue;
          const ink = part.ink === 'a' ? a : c;
          b.add(
            part.stroke
              ? `<path fill="none" stroke="${ink}" stroke-width="${r(part.stroke)}" d="${part.d}"/>`
              : `<path fill="${ink}" fill-rule="evenodd" d="${part.d}"/>`,
            [ink],
          );
        }
      };
      band(upper, 60, inks.accent, inks.support);
      const box = drawBlock(b, name, {
        top: 60 + BAND_HEIGHT + 70,
        paint: { fill: inks.primary },
        role: 'name',
      });
      band(lower, box.y1 + 70, inks.support, inks.accent);
      y = box.y1 + 70 + BAND_HEIGHT;
    } else if (arrangement === 'crate') {
      const box = drawBlock(b, name, { top: 60, paint: { fill: inks.primary }, role: 'name' });
      y = await crate(b, ctx, box.y1 + 40);
      await detailsLine(b, ctx, {
        baseline: y + 80,
        cap: 34,
        maxWidth: 700,
        ink: inks.support,
        tracking: 0.4,
        face: 'specialElite',
      });
      return;
    } else {
      const box = drawBlock(b, name, { top: 60, paint: { fill: inks.primary }, role: 'name' });
      y = await sleeve(b, ctx, box.y1 + 70, face);
    }
    // The back cover: the tracks, numbered, in typewriter type, large enough to read at arm's
    // length; between the bands they are half the shirt, so larger still.
    const listCap = arrangement === 'bands' ? 54 : 46;
    await oneLineList(b, trackList(ctx, 3), {
      face: 'specialElite',
      x: CENTER_X,
      align: 'center',
      top: y + 90,
      step: listCap * 1.6,
      cap: listCap,
      maxWidth: 860,
      tracking: 0.08,
      inks: [inks.primary, inks.support],
      max: 3,
      numbered: true,
    });
  },
};
