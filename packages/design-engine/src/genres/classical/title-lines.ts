/**
 * A work's title set small, on one line or two: a long title ("Symphony No. 4 in E minor, Op. 98:
 * I. Allegro non troppo") breaks at a phrase boundary — after a colon or comma when there is one
 * near the middle, never inside "Op. 98" or after "of the" — and both lines keep the same
 * tracking and size, as an engraver would set them.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import type { TemplateContext } from '../../layout/template.ts';
import {
  capHeight,
  fitScale,
  splitBalanced,
  textLine,
  type TextLine,
} from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';

export interface TitleLinesOptions {
  baseline: number;
  cap: number;
  maxWidth: number;
  ink: string;
  tracking: number;
}

/** Two-line breaks of `text`: after each comma, colon or semicolon, else the balanced split. */
export function phraseBreaks(text: string): [string, string][] {
  const words = text.split(' ');
  const breaks: [string, string][] = [];
  words.forEach((word, i) => {
    if (i < words.length - 1 && /[,:;]$/.test(word))
      breaks.push([words.slice(0, i + 1).join(' '), words.slice(i + 1).join(' ')]);
  });
  const balanced = splitBalanced(text, 2);
  if (balanced.length === 2) breaks.push([balanced[0] ?? '', balanced[1] ?? '']);
  // The most even break first: the lines should look like a pair.
  const unevenness = ([a, b]: [string, string]): number => Math.abs(a.length - b.length);
  return breaks.sort((x, y) => unevenness(x) - unevenness(y));
}

export async function titleLines(
  b: ArtBuilder,
  ctx: Pick<TemplateContext, 'faces'>,
  text: string,
  o: TitleLinesOptions,
): Promise<Box> {
  const face = ctx.faces.support;
  const set = casingFor(face, text);
  const minimum = MIN_TEXT_HEIGHT * 1.12;
  const draw = (lines: TextLine[], scale: number): Box => {
    const step = Math.max(...lines.map(capHeight)) * scale * 1.5;
    const boxes = lines.map((line, i) =>
      b.text(
        line,
        { x: CENTER_X, baseline: o.baseline + i * step, scale, align: 'center' },
        { fill: o.ink },
        'track',
      ),
    );
    return unionBoxes(boxes) as Box;
  };
  const trackings = [o.tracking, o.tracking / 2, 0];
  for (const tracking of trackings) {
    const one = await textLine(set, face, tracking);
    const scale = fitScale(one, o.maxWidth, o.cap);
    if (scale * capHeight(one) >= minimum) return draw([one], scale);
  }
  // Two lines, one tracking and one size for both, at the most even phrase break that fits.
  let fallback: { lines: TextLine[]; scale: number } | null = null;
  for (const tracking of trackings) {
    for (const pair of phraseBreaks(set)) {
      const lines = await Promise.all(pair.map((part) => textLine(part, face, tracking)));
      const scale = Math.min(...lines.map((l) => fitScale(l, o.maxWidth, o.cap)));
      const cap = Math.max(...lines.map(capHeight)) * scale;
      if (cap >= minimum) return draw(lines, scale);
      if (!fallback || scale > fallback.scale) fallback = { lines, scale };
    }
  }
  if (fallback) return draw(fallback.lines, fallback.scale);
  const one = await textLine(set, face, 0);
  return draw([one], fitScale(one, o.maxWidth, o.cap));
}
