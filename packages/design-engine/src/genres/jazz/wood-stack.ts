/**
 * A letterpress club bill's name: every big word on its own line, each set to the same width in
 * a condensed wood-type face — so a short word comes out huge and a long one slimmer, and the
 * stack varies in weight by itself — with the little words ("The", "of", "&") set small and
 * tracked between hairlines. One script without spaces (Japanese, Chinese) stays one line.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import {
  capHeight,
  fitScale,
  inkAbove,
  inkBelow,
  lineWidth,
  splitBalanced,
  textLine,
  type TextLine,
} from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import { r } from '../../svg/num.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';

const SMALL =
  /^(the|of|and|&|\+|a|an|with|feat\.?|ft\.?|y|e|de|del|la|el|los|las|le|les|et|und|die|der|das)$/i;

export interface StackPart {
  text: string;
  big: boolean;
}

/** Big words of the name (the ones not set small). */
export function bigWordCount(name: string): number {
  return stackParts(name, 99).filter((p) => p.big).length;
}

/**
 * The name as stack lines: runs of little words small, and the big words over `bigLines` lines
 * (at least one per run of big words, at most one per word).
 */
export function stackParts(name: string, bigLines: number): StackPart[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const runs: StackPart[] = [];
  for (const [i, word] of words.entries()) {
    // A name never starts or ends small when it is one word ("The"), and a small word between
    // two big ones that is the whole name's only link still reads as a link.
    const big = !SMALL.test(word) || words.length === 1;
    const last = runs[runs.length - 1];
    if (last && last.big === big) last.text += ` ${word}`;
    else runs.push({ text: word, big });
    if (i === words.length - 1 && !big && runs.length > 1) {
      // A trailing little word ("… & Co") leans back onto the line before it.
      const tail = runs.pop() as StackPart;
      (runs[runs.length - 1] as StackPart).text += ` ${tail.text}`;
    }
  }
  const bigWords = runs.filter((p) => p.big).reduce((n, p) => n + p.text.split(' ').length, 0);
  return runs.flatMap((run) => {
    if (!run.big) return [run];
    const count = run.text.split(' ').length;
    const lines = Math.min(count, Math.max(1, Math.round((count * bigLines) / bigWords)));
    return splitBalanced(run.text, lines).map((text) => ({ text, big: true }));
  });
}

export interface WoodStackOptions {
  face: FaceId;
  smallFace: FaceId;
  width: number;
  maxCap: number;
  maxHeight: number;
  inks: readonly string[];
  smallInk: string;
  rule: string;
}

interface Placed {
  line: TextLine;
  scale: number;
  big: boolean;
}

export interface FittedStack {
  lines: Placed[];
  height: number;
}

const gapOf = (p: Placed): number => capHeight(p.line) * p.scale * (p.big ? 0.12 : 0.5);
const heightOf = (p: Placed): number => (inkAbove(p.line) + inkBelow(p.line)) * p.scale + gapOf(p);

async function fitParts(parts: readonly StackPart[], o: WoodStackOptions): Promise<FittedStack> {
  const lines: Placed[] = await Promise.all(
    parts.map(async (part) => {
      const face = part.big ? o.face : o.smallFace;
      const line = await textLine(casingFor(face, part.text), face, part.big ? 0.02 : 0.3);
      const scale = part.big
        ? fitScale(line, o.width, o.maxCap)
        : fitScale(line, o.width * 0.5, Math.max(34, o.maxCap * 0.16));
      return { line, scale, big: part.big };
    }),
  );
  const total = lines.reduce((sum, p) => sum + heightOf(p), 0);
  // Too tall: the big lines give way together, so the stack keeps its proportions.
  if (total > o.maxHeight) {
    const small = lines.filter((p) => !p.big).reduce((sum, p) => sum + heightOf(p), 0);
    const k = Math.max(0.3, (o.maxHeight - small) / Math.max(1, total - small));
    for (const p of lines) if (p.big) p.scale *= k;
  }
  return { lines, height: lines.reduce((sum, p) => sum + heightOf(p), 0) };
}

/** How much of the stack's width its big lines fill, on average (1: all justified). */
function fill(stack: FittedStack, width: number): number {
  const big = stack.lines.filter((p) => p.big);
  return big.reduce((sum, p) => sum + (lineWidth(p.line) * p.scale) / width, 0) / big.length;
}

/**
 * Fits the stack: the most lines (up to four, one word each at most) whose big lines still fill
 * most of the width — the more lines, the more the weights vary — else the fullest.
 */
export async function fitWoodStack(name: string, o: WoodStackOptions): Promise<FittedStack> {
  const words = bigWordCount(name);
  const runs = stackParts(name, 1).filter((p) => p.big).length;
  let best: { stack: FittedStack; fill: number } | null = null;
  for (let n = Math.min(4, words); n >= Math.max(1, runs); n -= 1) {
    const stack = await fitParts(stackParts(name, n), o);
    const f = fill(stack, o.width);
    if (f >= 0.7) return stack;
    if (!best || f > best.fill) best = { stack, fill: f };
  }
  return (best as { stack: FittedStack }).stack;
}

/** Draws a fitted stack from `top`; returns the union of its ink boxes. */
export function drawWoodStack(
  b: ArtBuilder,
  stack: FittedStack,
  o: WoodStackOptions & { top: number },
): Box {
  let y = o.top;
  let bigIndex = 0;
  const boxes: Box[] = [];
  for (const p of stack.lines) {
    const baseline = y + inkAbove(p.line) * p.scale;
    const ink = p.big ? (o.inks[bigIndex % o.inks.length] ?? '#000') : o.smallInk;
    const box = b.text(
      p.line,
      { x: CENTER_X, baseline, scale: p.scale, align: 'center' },
      { fill: ink },
      'name',
    );
    boxes.push(box);
    if (p.big) bigIndex += 1;
    else {
      // Hairlines either side of the little words, out to the width of the stack.
      const mid = baseline - (capHeight(p.line) * p.scale) / 2;
      const half = o.width / 2;
      const w = lineWidth(p.line) * p.scale;
      b.add(
        `<path fill="none" stroke="${o.rule}" stroke-width="4" d="M${r(CENTER_X - half)} ${r(mid)}H${r(CENTER_X - w / 2 - 24)}M${r(CENTER_X + w / 2 + 24)} ${r(mid)}H${r(CENTER_X + half)}"/>`,
        [o.rule],
      );
    }
    y = baseline + inkBelow(p.line) * p.scale + gapOf(p);
  }
  return unionBoxes(boxes) as Box;
}
