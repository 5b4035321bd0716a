import { describe, expect, it } from 'vitest';
import { warpOntoCylinder } from './print-cylinder.ts';

/** An opaque strip whose red channel counts columns, to see where each column lands. */
function columnStrip(width: number, height: number) {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = Math.round((x / (width - 1)) * 255);
      data[i + 3] = 255;
    }
  }
  return { data, width, height };
}

describe('warpOntoCylinder', () => {
  const radius = 100;
  // A quarter turn of arc: 45° either side of the front.
  const strip = columnStrip(Math.round((Math.PI / 2) * radius), 40);
  const view = { cx: 300, radius, top: 50, tilt: 10 };
  const { print, x, y } = warpOntoCylinder(strip, view);

  const at = (px: number, py: number) => {
    const i = ((py - y) * print.width + (px - x)) * 4;
    return { red: print.data[i] ?? 0, alpha: print.data[i + 3] ?? 0 };
  };

  it('spans the projected width R·sin(θ) either side of the axis', () => {
    const half = radius * Math.sin(Math.PI / 4);
    expect(x).toBeCloseTo(view.cx - half, -0.5);
    expect(x + print.width).toBeCloseTo(view.cx + half, -0.5);
  });

  it('keeps the front at full scale and compresses toward the edges', () => {
    const mid = at(300, 70).red;
    expect(mid).toBeGreaterThan(118);
    expect(mid).toBeLessThan(138);
    // Equal steps on screen cover more of the design near the edge than at the front.
    const frontStep = at(310, 70).red - at(300, 70).red;
    const edgeStep = at(368, 70).red - at(358, 70).red;
    expect(edgeStep).toBeGreaterThan(frontStep * 1.3);
  });

  it('lifts lines as they turn away, following the rim ellipse', () => {
    const edgeX = 368;
    const theta = Math.asin((edgeX + 0.5 - view.cx) / radius);
    const lift = view.tilt * (1 - Math.cos(theta));
    // The strip's top row sits at `top` at the front and higher at the edge.
    expect(at(300, 49).alpha).toBe(0);
    expect(at(300, 51).alpha).toBeGreaterThan(0);
    expect(at(edgeX, Math.floor(50 - lift) + 1).alpha).toBeGreaterThan(0);
  });

  it('fades the ink where the surface turns away', () => {
    const sharpTurn = warpOntoCylinder(columnStrip(Math.round(Math.PI * radius), 10), view);
    // Row 15 of the output is row 5 of the strip at the front (the output starts `tilt` higher).
    const row = 15 * sharpTurn.print.width;
    const edge = sharpTurn.print.data[(row + 1) * 4 + 3] ?? 255;
    const front = sharpTurn.print.data[(row + 100) * 4 + 3] ?? 0;
    expect(front).toBe(255);
    expect(edge).toBeLessThan(40);
  });
});
