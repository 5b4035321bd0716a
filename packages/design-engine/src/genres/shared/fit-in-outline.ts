/**
 * Sets a centred stack of text blocks inside a drawn outline (a heart, a burst, an orb) so that
 * every line keeps a clear gap from the outline at its own height: the stack is fitted to the
 * outline's inner shape, line by line, not to its bounding box.
 */
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { inkAbove, inkBelow, lineWidth, type TextBlock } from '../../layout/text-line.ts';
import type { Box } from '../../svg/box.ts';
import type { Point } from '../../svg/shapes.ts';

/** The block at `k` times its fitted size (line breaks unchanged). */
export function scaleBlock(block: TextBlock, k: number): TextBlock {
  const scaled: TextBlock = {
    lines: block.lines,
    scale: block.scale * k,
    cap: block.cap * k,
    baselines: block.baselines.map((y) => y * k),
    height: block.height * k,
  };
  if (block.sub)
    scaled.sub = { block: scaleBlock(block.sub.block, k), offset: block.sub.offset * k };
  return scaled;
}

/** Ink boxes of a centred block's lines (and its small sub block) with its cap top at `top`. */
export function blockBoxes(block: TextBlock, top: number, x = CENTER_X): Box[] {
  const boxes = block.lines.map((line, i): Box => {
    const baseline = top + (block.baselines[i] ?? 0);
    const half = (lineWidth(line) * block.scale) / 2;
    return {
      x0: x - half,
      x1: x + half,
      y0: baseline - inkAbove(line) * block.scale,
      y1: baseline + inkBelow(line) * block.scale,
    };
  });
  return block.sub ? [...boxes, ...blockBoxes(block.sub.block, top + block.sub.offset, x)] : boxes;
}

function distanceToBox([x, y]: Point, box: Box): number {
  const dx = Math.max(box.x0 - x, 0, x - box.x1);
  const dy = Math.max(box.y0 - y, 0, y - box.y1);
  return Math.hypot(dx, dy);
}

/** True when no outline point comes within `clearance` of any box. */
export function clearOf(
  boxes: readonly Box[],
  outline: readonly Point[],
  clearance: number,
): boolean {
  return boxes.every((box) => outline.every((p) => distanceToBox(p, box) >= clearance));
}

export interface StackItem {
  block: TextBlock;
  /** Space above this item (ignored for the first), as a fraction of its cap height. */
  gapAbove?: number;
  /** Cap height this item stops shrinking at while the others shrink on (a small line). */
  minCap?: number;
}

export interface FittedStack {
  /** The items' blocks at their fitted size, and the cap top of each. */
  blocks: TextBlock[];
  tops: number[];
  boxes: Box[];
}

/**
 * The largest uniform size (at most the blocks' own) at which the stack sits inside `outline`
 * between `yMin` and `yMax` with `clearance` to every outline point, centred in the room it has
 * vertically. Never shrinks a block's capitals below the printable minimum: when nothing fits
 * above that, the smallest try is returned (the checks then judge it).
 */
export function fitStackInOutline(
  items: readonly StackItem[],
  outline: readonly Point[],
  clearance: number,
  yMin: number,
  yMax: number,
  x = CENTER_X,
): FittedStack {
  // Stop where the first block that shrinks on would fall below the printable minimum.
  const minimum = MIN_TEXT_HEIGHT * 1.12;
  const floor = Math.min(
    1,
    Math.max(
      ...items.map((i) =>
        i.minCap && i.minCap >= minimum ? 0 : minimum / Math.max(i.block.cap, 1e-6),
      ),
    ),
  );
  let last: FittedStack | null = null;
  for (let k = 1; k >= floor - 1e-9; k *= 0.97) {
    const blocks = items.map((i) =>
      scaleBlock(i.block, Math.min(1, Math.max(k, (i.minCap ?? 0) / Math.max(i.block.cap, 1e-6)))),
    );
    const offsets: number[] = [];
    let y = 0;
    blocks.forEach((block, i) => {
      if (i > 0) y += block.cap * (items[i]?.gapAbove ?? 0.5);
      offsets.push(y);
      y += block.height;
    });
    const feasible: number[] = [];
    for (let top = yMin; top + y <= yMax; top += 4) {
      const boxes = blocks.flatMap((block, i) => blockBoxes(block, top + (offsets[i] ?? 0), x));
      if (clearOf(boxes, outline, clearance)) feasible.push(top);
    }
    const place = (top: number): FittedStack => {
      const tops = offsets.map((o) => top + o);
      return {
        blocks,
        tops,
        boxes: blocks.flatMap((block, i) => blockBoxes(block, tops[i] ?? top, x)),
      };
    };
    if (feasible.length > 0) {
      const mid = feasible[Math.floor(feasible.length / 2)] ?? yMin;
      return place(mid);
    }
    last = place(Math.max(yMin, (yMin + yMax - y) / 2));
  }
  return last ?? place0(items, yMin, x);
}

function place0(items: readonly StackItem[], top: number, x: number): FittedStack {
  const blocks = items.map((i) => i.block);
  const tops: number[] = [];
  let y = top;
  blocks.forEach((block, i) => {
    if (i > 0) y += block.cap * (items[i]?.gapAbove ?? 0.5);
    tops.push(y);
    y += block.height;
  });
  return { blocks, tops, boxes: blocks.flatMap((b, i) => blockBoxes(b, tops[i] ?? top, x)) };
}
