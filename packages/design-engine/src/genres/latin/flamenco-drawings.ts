/**
 * Flamenco's drawn things, as path data: the open fan (abanico) with its painted leaf (polka
 * dots, lunares, on every other segment), ribs and ruffled edge; the carnation (clavel) with its frilled petals; the flounce (volante) of a
 * flamenco dress as rows of scallops.
 */
import { r } from '../../svg/num.ts';
import { circle, polar, polygon } from '../../svg/shapes.ts';

/** A fan opened over (cx, cy): `sticks` painted segments in two sets, ribs, a scalloped rim. */
export function abanico(
  cx: number,
  cy: number,
  radius: number,
  sticks: number,
  spread = 150,
): { even: string; odd: string; ribs: string; rim: string; dots: string } {
  const start = 270 - spread / 2;
  const step = spread / sticks;
  const inner = radius * 0.3;
  const even: string[] = [];
  const odd: string[] = [];
  // Lunares painted down the middle of every other segment, larger towards the rim.
  const dots: string[] = [];
  for (let i = 0; i < sticks; i += 1) {
    const a0 = start + i * step;
    const a1 = a0 + step;
    const wedge = polygon([
      polar(cx, cy, inner, a0),
      polar(cx, cy, radius, a0),
      polar(cx, cy, radius, a1),
      polar(cx, cy, inner, a1),
    ]);
    (i % 2 === 0 ? even : odd).push(wedge);
    if (i % 2 === 0) {
      for (const at of [0.48, 0.66, 0.84]) {
        const [x, y] = polar(cx, cy, radius * at, a0 + step / 2);
        dots.push(circle(x, y, radius * at * Math.sin(((step / 2) * Math.PI) / 180) * 0.42));
      }
    }
  }
  // The ribs run from the pivot to the leaf; the guard sticks at each side are heavier.
  const ribs: string[] = [];
  for (let i = 0; i <= sticks; i += 1) {
    const a = start + i * step;
    const w = i === 0 || i === sticks ? radius * 0.035 : radius * 0.014;
    const [x0, y0] = polar(cx, cy, radius * 0.06, a);
    const [x1, y1] = polar(cx, cy, radius * (i === 0 || i === sticks ? 1.02 : 0.34), a);
    const [nx, ny] = polar(0, 0, w / 2, a + 90);
    ribs.push(
      polygon([
        [x0 + nx, y0 + ny],
        [x1 + nx, y1 + ny],
        [x1 - nx, y1 - ny],
        [x0 - nx, y0 - ny],
      ]),
    );
  }
  ribs.push(circle(cx, cy, radius * 0.07));
  // The lace rim: a scallop per segment just outside the leaf.
  const rim: string[] = [];
  for (let i = 0; i < sticks; i += 1) {
    const [x, y] = polar(cx, cy, radius, start + (i + 0.5) * step);
    rim.push(circle(x, y, radius * Math.sin(((step / 2) * Math.PI) / 180) * 0.95));
  }
  return {
    even: even.join(''),
    odd: odd.join(''),
    ribs: ribs.join(''),
    rim: rim.join(''),
    dots: dots.join(''),
  };
}

/**
 * A carnation seen from above: rings of petals, each frilled at its tip with small teeth, the
 * rings turning against each other, filled even-odd free (union of petals).
 */
export function clavel(cx: number, cy: number, radius: number, turn = 0): string {
  const parts: string[] = [];
  const rings: [scale: number, petals: number, offset: number][] = [
    [1, 9, 0],
    [0.72, 7, 20],
    [0.45, 5, 40],
  ];
  for (const [scale, petals, offset] of rings) {
    const R = radius * scale;
    for (let i = 0; i < petals; i += 1) {
      const a = turn + offset + (360 * i) / petals;
      const half = (180 / petals) * 0.95;
      // A fan-shaped petal with a toothed edge: the frill that makes a carnation, not a daisy.
      const pts: [number, number][] = [polar(cx, cy, R * 0.15, a)];
      const teeth = 5;
      for (let t = 0; t <= teeth * 2; t += 1) {
        const at = a - half + (2 * half * t) / (teeth * 2);
        pts.push(polar(cx, cy, t % 2 === 0 ? R : R * 0.86, at));
      }
      parts.push(polygon(pts));
    }
  }
  return parts.join('');
}

/** The carnation's stem and two narrow leaves, from (x, y) down `len`, leaning `lean` degrees. */
export function clavelStem(x: number, y: number, len: number, lean: number, w: number): string {
  const [ex, ey] = polar(x, y, len, 90 + lean);
  const [nx, ny] = polar(0, 0, w / 2, lean);
  const stem = polygon([
    [x + nx, y + ny],
    [ex + nx, ey + ny],
    [ex - nx, ey - ny],
    [x - nx, y - ny],
  ]);
  const leaves = [-1, 1]
    .map((s) => {
      const [bx, by] = polar(x, y, len * 0.55, 90 + lean);
      const [tx, ty] = polar(bx, by, len * 0.42, 90 + lean + s * 150);
      const [mx, my] = polar(bx, by, len * 0.21, 90 + lean + s * 150 + s * 12);
      return `M${r(bx)} ${r(by)}Q${r(mx)} ${r(my)} ${r(tx)} ${r(ty)}Q${r(bx + (mx - bx) * 0.3)} ${r(by + (my - by) * 0.3 + w)} ${r(bx)} ${r(by + w * 1.5)}Z`;
    })
    .join('');
  return stem + leaves;
}

/** A flounce: `rows` rows of scallops hanging under y, each row offset by half a scallop. */
export function volante(x0: number, x1: number, y: number, size: number, rows: number): string {
  const parts: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    const top = y + row * size * 0.75;
    const shift = row % 2 === 0 ? 0 : size / 2;
    for (let x = x0 + shift; x + size <= x1 + 0.5; x += size) {
      const cx = x + size / 2;
      parts.push(
        `M${r(x)} ${r(top)}A${r(size / 2)} ${r(size / 2)} 0 0 0 ${r(x + size)} ${r(top)}Z`,
        circle(cx, top + size * 0.18, size * 0.07),
      );
    }
  }
  return parts.join('');
}
