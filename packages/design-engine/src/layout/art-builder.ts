/**
 * Collects one design's artwork in art-box units: SVG markup, the inks it uses, and every piece
 * of text with its placed ink bounds (what the safe-area, contrast and glyph checks read).
 */
import type { Box } from '../svg/box.ts';
import { rotateBox } from '../svg/box.ts';
import { r } from '../svg/num.ts';
import { takesSlant } from '../text/scripts.ts';
import { capHeight, lineWidth, type TextLine } from './text-line.ts';

export type TextRole = 'name' | 'track' | 'hook' | 'detail';

export interface PlacedText {
  role: TextRole;
  text: string;
  /** The ink the text is read in (for knockouts, the ink around it). */
  ink: string;
  box: Box;
  /** Cap height in units. */
  capHeight: number;
  faces: string[];
  missing: string[];
  /** Emoji sequences left out on purpose (the emoji font cannot form them): not a failure. */
  dropped: string[];
}

export interface Paint {
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
}

export interface TextPlacement {
  /** Horizontal anchor; see `align`. */
  x: number;
  /** Baseline position. */
  baseline: number;
  scale: number;
  align?: 'left' | 'center' | 'right';
  /** Degrees, about (x, baseline). */
  rotate?: number;
  /** Horizontal shear in degrees (negative leans right, like italics). */
  skewX?: number;
}

export interface Art {
  defs: string[];
  body: string[];
  texts: PlacedText[];
  inks: string[];
}

export class ArtBuilder {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private readonly texts: PlacedText[] = [];
  private readonly inks = new Set<string>();
  private nextId = 0;

  uid(prefix: string): string {
    this.nextId += 1;
    return `${prefix}${this.nextId}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(markup: string, inks: readonly string[]): void {
    this.body.push(markup);
    for (const ink of inks) this.inks.add(ink);
  }

  /** The text's path markup and its ink bounds, without adding it. */
  textMarkup(line: TextLine, at: TextPlacement, paint: Paint): { markup: string; box: Box } {
    const { bbox } = line.shape;
    const s = at.scale;
    // A fake oblique only where the script has italics: a sheared 月光下 or عمرو is not emphasis
    // but broken letters, so such a line stands upright whatever the layout asked for.
    const skewX = at.skewX && takesSlant(line.text) ? at.skewX : 0;
    const width = lineWidth(line) * s;
    const left =
      at.align === 'left' ? at.x : at.align === 'right' ? at.x - width : at.x - width / 2;
    const tx = left - bbox.x0 * s;
    const ty = at.baseline - line.baseline * s;
    const transforms: string[] = [];
    if (at.rotate) transforms.push(`rotate(${r(at.rotate)} ${r(at.x)} ${r(at.baseline)})`);
    if (skewX)
      transforms.push(
        `translate(${r(at.x)} ${r(at.baseline)}) skewX(${r(skewX)}) translate(${r(-at.x)} ${r(-at.baseline)})`,
      );
    transforms.push(`translate(${r(tx)} ${r(ty)}) scale(${s.toFixed(5)})`);
    const markup = this.paintMarkup(line, transforms.join(' '), paint, s);
    let box: Box = { x0: left, y0: ty + bbox.y0 * s, x1: left + width, y1: ty + bbox.y1 * s };
    if (skewX) {
      const t = Math.tan((skewX * Math.PI) / 180);
      const dx = [box.y0, box.y1].map((y) => (y - at.baseline) * t);
      box = { ...box, x0: box.x0 + Math.min(...dx), x1: box.x1 + Math.max(...dx) };
    }
    if (at.rotate) box = rotateBox(box, at.rotate, at.x, at.baseline);
    // Ink reaches a stroke width out for outlines, half of it under a fill (see paintMarkup).
    const filled = Boolean(paint.fill && paint.fill !== 'none');
    const stroke = paint.stroke ? (paint.strokeWidth ?? 4) : 0;
    const grow = (filled ? stroke / 2 : stroke) + 1;
    return {
      markup,
      box: { x0: box.x0 - grow, y0: box.y0 - grow, x1: box.x1 + grow, y1: box.y1 + grow },
    };
  }

  /**
   * The text's path in `paint`. A stroke never shows the glyphs' own overlapping contours (the
   * inner lines where an 'A' or '路' is built from overlapping shapes): stroke-only text is an ink
   * rectangle masked by the stroke of the outline minus the filled letters, which leaves only the
   * outer outline of the merged glyphs, `strokeWidth` wide, outside the letters. Filled and stroked
   * text paints the stroke first, under the fill, so the half of it outside the letters shows, as a
   * plain stroke's would, without the inner contours.
   */
  private paintMarkup(line: TextLine, transform: string, paint: Paint, scale: number): string {
    const d = line.shape.d;
    const fill = paint.fill && paint.fill !== 'none' ? paint.fill : null;
    if (!paint.stroke) return `<path transform="${transform}" fill="${fill ?? 'none'}" d="${d}"/>`;
    const width = (paint.strokeWidth ?? 4) / scale;
    if (fill) {
      return `<path transform="${transform}" fill="${fill}" stroke="${paint.stroke}" stroke-width="${r(width)}" stroke-linejoin="round" paint-order="stroke" d="${d}"/>`;
    }
    const { bbox } = line.shape;
    const pad = width * 2;
    const x = r(bbox.x0 - pad);
    const y = r(bbox.y0 - pad);
    const w = r(bbox.x1 - bbox.x0 + pad * 2);
    const h = r(bbox.y1 - bbox.y0 + pad * 2);
    const id = this.uid('outline');
    return `<g transform="${transform}"><mask id="${id}" maskUnits="userSpaceOnUse" x="${x}" y="${y}" width="${w}" height="${h}"><path fill="none" stroke="#fff" stroke-width="${r(width * 2)}" stroke-linejoin="round" d="${d}"/><path fill="#000" d="${d}"/></mask><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${paint.stroke}" mask="url(#${id})"/></g>`;
  }

  /** Adds text and records it for the checks. */
  text(line: TextLine, at: TextPlacement, paint: Paint, role: TextRole): Box {
    const { markup, box } = this.textMarkup(line, at, paint);
    // An omitted line (a song line for an artist without songs) keeps its place but prints
    // nothing and is not a text the checks see.
    if (line.text.trim().length === 0) return box;
    const ink = paint.fill ?? paint.stroke ?? '#000000';
    this.add(
      markup,
      [paint.fill, paint.stroke].filter((c): c is string => Boolean(c)),
    );
    this.record(line, box, ink, at.scale, role);
    return box;
  }

  /** Records text that is drawn some other way (knocked out of a shape, set on a path). */
  record(line: TextLine, box: Box, ink: string, scale: number, role: TextRole): void {
    if (line.text.trim().length === 0) return;
    this.texts.push({
      role,
      text: line.text,
      ink,
      box,
      capHeight: capHeight(line) * scale,
      faces: line.shape.faces,
      missing: line.shape.missing,
      dropped: line.shape.dropped,
    });
  }

  finish(): Art {
    return {
      defs: [...this.defs],
      body: [...this.body],
      texts: [...this.texts],
      inks: [...this.inks],
    };
  }
}
