/**
 * Geometric pattern bands for the afro layout: rows of repeated modules (zigzags, diamonds,
 * stepped blocks, sawteeth, chevrons) in two inks between thin rules, the language of wax-print
 * borders and woven strip cloth reduced to screen-print geometry. Only abstract geometry: no
 * masks, drums or map outlines, which read as clip-art.
 */
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { polygon } from '../../svg/shapes.ts';

export type BandKind = 'zigzag' | 'diamonds' | 'steps' | 'teeth' | 'chevrons';
export const BAND_KINDS: readonly BandKind[] = ['zigzag', 'diamonds', 'steps', 'teeth', 'chevrons'];

/** One ink's share of a band: filled path data, or a stroke `stroke` units wide. */
export interface BandPart {
  d: string;
  ink: 'a' | 'b';
  stroke?: number;
}

const rect = (x0: number, y0: number, x1: number, y1: number): string =>
  `M${r(x0)} ${r(y0)}H${r(x1)}V${r(y1)}H${r(x0)}Z`;

/**
 * A band filling `box`: thin rules along both edges in ink b, the pattern between in ink a (and
 * b where the pattern alternates). Modules are square-ish and a whole number fit the width, so
 * the band ends on a complete module at both sides.
 */
export function patternBand(kind: BandKind, box: Box): BandPart[] {
  const h = box.y1 - box.y0;
  const rule = Math.max(6, h * 0.07);
  const gap = rule * 1.4;
  const y0 = box.y0 + rule + gap;
  const y1 = box.y1 - rule - gap;
  const ih = y1 - y0;
  const count = Math.max(3, Math.round((box.x1 - box.x0) / (ih * 1.1)));
  const w = (box.x1 - box.x0) / count;
  const rules: BandPart = {
    d: rect(box.x0, box.y0, box.x1, box.y0 + rule) + rect(box.x0, box.y1 - rule, box.x1, box.y1),
    ink: 'b',
  };
  const a: string[] = [];
  const b: string[] = [];
  const midY = (y0 + y1) / 2;
  for (let i = 0; i < count; i += 1) {
    const x = box.x0 + i * w;
    const cx = x + w / 2;
    if (kind === 'diamonds') {
      // Big diamonds alternating solid and open, a dot between each pair.
      const dw = w * 0.46;
      const dh = ih / 2;
      const outer = polygon([
        [cx, y0],
        [cx + dw, midY],
        [cx, y1],
        [cx - dw, midY],
      ]);
      if (i % 2 === 0) a.push(outer);
      else {
        const inner = polygon([
          [cx, y0 + dh * 0.45],
          [cx + dw * 0.55, midY],
          [cx, y1 - dh * 0.45],
          [cx - dw * 0.55, midY],
        ]);
        b.push(outer + inner);
      }
    } else if (kind === 'steps') {
      // Stepped blocks, like a strip of woven cloth: tall and short bars in a rhythm.
      const bar = w * 0.28;
      a.push(rect(x + w * 0.06, y0, x + w * 0.06 + bar, y1));
      b.push(rect(cx - bar / 2 + w * 0.08, y0 + ih * 0.3, cx + bar / 2 + w * 0.08, y1 - ih * 0.3));
      a.push(rect(x + w * 0.66, y0 + ih * 0.12, x + w * 0.66 + bar, y1 - ih * 0.12));
    } else if (kind === 'teeth') {
      // Sawteeth up in one ink, down in the other, interlocking with a gap between.
      const g = w * 0.08;
      a.push(
        polygon([
          [x + g, y1],
          [cx, y0 + g],
          [x + w - g, y1],
        ]),
      );
      if (i < count - 1)
        b.push(
          polygon([
            [cx + g, y0],
            [x + w + w / 2 - g, y0],
            [x + w, y1 - g],
          ]),
        );
    } else if (kind === 'chevrons') {
      // Nested chevrons pointing along the band, alternating inks.
      const t = w * 0.16;
      const chev = (off: number): string =>
        polygon([
          [x + off, y0],
          [x + off + t, y0],
          [x + off + t + w * 0.3, midY],
          [x + off + t, y1],
          [x + off, y1],
          [x + off + w * 0.3, midY],
        ]);
      a.push(chev(w * 0.08));
      b.push(chev(w * 0.5));
    }
  }
  if (kind === 'zigzag') {
    // One bold zigzag line with small triangles filling its valleys.
    const pts: string[] = [];
    for (let i = 0; i <= count; i += 1) {
      const x = box.x0 + i * w;
      pts.push(`${r(x)} ${r(i % 2 === 0 ? y1 - ih * 0.12 : y0 + ih * 0.12)}`);
    }
    const dots: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const cx = box.x0 + (i + 0.5) * w;
      const up = i % 2 === 1;
      const s = ih * 0.2;
      dots.push(
        up
          ? polygon([
              [cx - s, y1],
              [cx + s, y1],
              [cx, y1 - s * 1.2],
            ])
          : polygon([
              [cx - s, y0],
              [cx + s, y0],
              [cx, y0 + s * 1.2],
            ]),
      );
    }
    return [
      rules,
      { d: `M${pts.join('L')}`, ink: 'a', stroke: ih * 0.2 },
      { d: dots.join(''), ink: 'b' },
    ];
  }
  return [rules, { d: a.join(''), ink: 'a' }, { d: b.join(''), ink: 'b' }];
}
