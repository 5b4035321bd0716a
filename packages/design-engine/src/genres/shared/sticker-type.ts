/**
 * Die-cut sticker type: each line of a block set on a fat outline in one ink (the sticker's
 * border), with an offset shadow of the whole sticker in a second ink, and the letters in a third
 * ink (or knocked out to the garment when that ink would not read on the border).
 *
 * Like a real die-cut, the border is one piece: a slit narrower than the border (between two
 * letters, inside a 'ב', between stacked lines) is closed. Letters' outlines alone leave such
 * slits wherever two strokes' edges just meet, which print as hairline ticks of garment through
 * the sticker; a band through each line's core, and a bridge between lines that nearly touch,
 * fill them.
 */
import { contrastRatio } from '../../color/color.ts';
import type { ArtBuilder, TextRole } from '../../layout/art-builder.ts';
import { lineWidth, type TextBlock } from '../../layout/text-line.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';

export interface StickerOptions {
  x: number;
  top: number;
  align?: 'left' | 'center' | 'right';
  rotate?: number;
  border: string;
  letters: string;
  shadow: string | null;
  /** Where the garment shows (letters fall back to it). */
  garment: string;
  /** Border width as a fraction of the cap height. */
  weight?: number;
  /** Shadow offset as a fraction of the cap height. */
  drop?: number;
  role: TextRole;
}

export type Point = readonly [number, number];

/** (x, y) turned `degrees` about (cx, cy), as SVG's rotate() turns it. */
function turn([x, y]: Point, degrees: number, cx: number, cy: number): Point {
  const a = (degrees * Math.PI) / 180;
  const dx = x - cx;
  const dy = y - cy;
  return [cx + dx * Math.cos(a) - dy * Math.sin(a), cy + dx * Math.sin(a) + dy * Math.cos(a)];
}

/** One line of a sticker block before its tilt: ink extents and baseline, in units. */
interface LineFrame {
  left: number;
  right: number;
  /** Top and foot of the glyphs' ink (accents and descenders included). */
  top: number;
  foot: number;
  baseline: number;
}

function lineFrames(block: TextBlock, o: StickerOptions): LineFrame[] {
  return block.lines.map((line, i) => {
    const s = block.scale;
    const width = lineWidth(line) * s;
    const align = o.align ?? 'center';
    const left = align === 'left' ? o.x : align === 'right' ? o.x - width : o.x - width / 2;
    const baseline = o.top + (block.baselines[i] ?? 0);
    const { bbox } = line.shape;
    return {
      left,
      right: left + width,
      top: baseline + (bbox.y0 - line.baseline) * s,
      foot: baseline + (bbox.y1 - line.baseline) * s,
      baseline,
    };
  });
}

/**
 * Whether a disc (a sparkle, a heart) at (x, y) stays `gap` clear of the sticker's printed shape:
 * its lines' ink grown by the border and the shadow's drop, tested in each line's own tilt, so a
 * mark may sit in the empty corner a tilted sticker leaves and never on a letter.
 */
export function clearOfSticker(
  block: TextBlock,
  o: StickerOptions,
  [x, y]: Point,
  radius: number,
  gap = 0,
): boolean {
  const reach = block.cap * ((o.weight ?? 0.34) / 2 + (o.shadow ? (o.drop ?? 0.09) : 0)) + gap;
  return lineFrames(block, o).every((f) => {
    const [px, py] = o.rotate ? turn([x, y], -o.rotate, o.x, f.baseline) : [x, y];
    const dx = Math.max(f.left - reach - px, 0, px - f.right - reach);
    const dy = Math.max(f.top - reach - py, 0, py - f.foot - reach);
    return Math.hypot(dx, dy) >= radius;
  });
}

const polygon = (points: readonly Point[]): string =>
  `M${points.map(([x, y]) => `${r(x)} ${r(y)}`).join('L')}Z`;

/**
 * The filler that closes the border's slits, as one path in the block's coordinates: per line a
 * band from just above the baseline to under the x-height (so it never shows past the letters'
 * own border, lower case included), inset from the line's ends; between two lines whose borders
 * nearly meet, a bridge over the width they share. Each corner turns with its own line.
 */
export function stickerFiller(block: TextBlock, o: StickerOptions, stroke: number): string {
  const cap = block.cap;
  const lines = lineFrames(block, o).map((f) => ({
    x0: f.left + cap * 0.18,
    x1: f.right - cap * 0.18,
    baseline: f.baseline,
  }));
  const at = (p: Point, baseline: number): Point =>
    o.rotate ? turn(p, o.rotate, o.x, baseline) : p;
  const parts: string[] = [];
  lines.forEach((line, i) => {
    if (line.x1 <= line.x0) return;
    const top = line.baseline - cap * 0.6;
    const foot = line.baseline - cap * 0.08;
    parts.push(
      polygon(
        (
          [
            [line.x0, top],
            [line.x1, top],
            [line.x1, foot],
            [line.x0, foot],
          ] as const
        ).map((p) => at(p, line.baseline)),
      ),
    );
    const next = lines[i + 1];
    // The gap between this line's baseline and the next one's cap top, against the two borders
    // that reach into it: wider than both with room to spare, it is a real gap and stays open.
    if (!next || next.baseline - cap - line.baseline > stroke * 1.15) return;
    const x0 = Math.max(line.x0, next.x0);
    const x1 = Math.min(line.x1, next.x1);
    if (x1 <= x0) return;
    parts.push(
      polygon([
        at([x0, foot], line.baseline),
        at([x1, foot], line.baseline),
        at([x1, next.baseline - cap * 0.6], next.baseline),
        at([x0, next.baseline - cap * 0.6], next.baseline),
      ]),
    );
  });
  return parts.join('');
}

export function stickerBlock(b: ArtBuilder, block: TextBlock, o: StickerOptions): Box {
  const stroke = block.cap * (o.weight ?? 0.34);
  const drop = block.cap * (o.drop ?? 0.09);
  // Letters that would not read on the border take the shadow's ink, and only then the garment:
  // knocked out on a light shirt, white letters on the shirt's own white leave nothing but an
  // outline of a sticker.
  const letters =
    [o.letters, o.shadow, o.garment].find(
      (ink): ink is string => ink !== null && contrastRatio(ink, o.border) >= 2.2,
    ) ?? o.garment;
  const boxes: Box[] = [];
  const layers: string[][] = [[], [], []];
  // Under the letters' borders, in the same ink and stroke, so it rounds off as they do.
  const filler = stickerFiller(block, o, stroke);
  const fill = (ink: string, dx: number): string =>
    filler
      ? `<path${dx ? ` transform="translate(${r(dx)} ${r(dx)})"` : ''} fill="${ink}" stroke="${ink}" stroke-width="${r(stroke)}" stroke-linejoin="round" d="${filler}"/>`
      : '';
  if (o.shadow) layers[0]?.push(fill(o.shadow, drop));
  layers[1]?.push(fill(o.border, 0));
  block.lines.forEach((line, i) => {
    const at = {
      x: o.x,
      baseline: o.top + (block.baselines[i] ?? 0),
      scale: block.scale,
      align: o.align ?? 'center',
      ...(o.rotate ? { rotate: o.rotate } : {}),
    };
    if (o.shadow) {
      const shadow = b.textMarkup(
        line,
        { ...at, x: at.x + drop, baseline: at.baseline + drop },
        { fill: o.shadow, stroke: o.shadow, strokeWidth: stroke },
      );
      layers[0]?.push(shadow.markup);
      boxes.push(shadow.box);
    }
    const border = b.textMarkup(line, at, {
      fill: o.border,
      stroke: o.border,
      strokeWidth: stroke,
    });
    layers[1]?.push(border.markup);
    layers[2]?.push(b.textMarkup(line, at, { fill: letters }).markup);
    // Read as the border's contour against the garment.
    b.record(line, border.box, o.border, block.scale, o.role);
    boxes.push(border.box);
  });
  if (o.shadow) b.add(layers[0]?.join('') ?? '', [o.shadow]);
  b.add(layers[1]?.join('') ?? '', [o.border]);
  b.add(layers[2]?.join('') ?? '', letters === o.garment ? [] : [letters]);
  return unionBoxes(boxes) as Box;
}
