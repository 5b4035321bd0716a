/**
 * Bounding box of SVG path data, from its points and control points. Control points make the
 * box slightly generous, never too small, which is the safe side for margin checks.
 */
import type { Box } from './box.ts';

const TOKEN = /([MLHVCSQTZmlhvcsqtz])|(-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)/g;

const ARITY: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, Z: 0 };

export function pathBounds(d: string): Box | null {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  const add = (x: number, y: number): void => {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  };
  let command = '';
  let args: number[] = [];
  let cx = 0;
  let cy = 0;
  let startX = 0;
  let startY = 0;
  const flush = (): void => {
    const upper = command.toUpperCase();
    const relative = command !== upper;
    const arity = ARITY[upper];
    if (arity === undefined) throw new Error(`unsupported path command ${command}`);
    if (arity === 0) {
      cx = startX;
      cy = startY;
      return;
    }
    while (args.length >= arity) {
      const group = args.splice(0, arity);
      if (upper === 'H') {
        cx = (relative ? cx : 0) + (group[0] ?? 0);
      } else if (upper === 'V') {
        cy = (relative ? cy : 0) + (group[0] ?? 0);
      } else {
        for (let i = 0; i < group.length; i += 2) {
          const px = (relative ? cx : 0) + (group[i] ?? 0);
          const py = (relative ? cy : 0) + (group[i + 1] ?? 0);
          add(px, py);
          if (i === group.length - 2) {
            cx = px;
            cy = py;
          }
        }
        if (upper === 'M') {
          startX = cx;
          startY = cy;
        }
      }
      add(cx, cy);
    }
  };
  for (const match of d.matchAll(TOKEN)) {
    if (match[1]) {
      if (command) flush();
      command = match[1];
      args = [];
    } else if (match[2]) {
      args.push(Number(match[2]));
    }
  }
  if (command) flush();
  return Number.isFinite(x0) ? { x0, y0, x1, y1 } : null;
}
