/**
 * Cut and torn paper for the DIY families (punk, indie): strips with ragged edges, tape pieces,
 * all as plain polygons so they print as one spot ink each.
 */
import type { Rng } from '../../random/prng.ts';
import type { Box } from '../../svg/box.ts';
import { polygon, type Point } from '../../svg/shapes.ts';

/** Rotates a point about (cx, cy) by `deg` degrees. */
export function turn([x, y]: Point, cx: number, cy: number, deg: number): Point {
  const a = (deg * Math.PI) / 180;
  return [
    cx + (x - cx) * Math.cos(a) - (y - cy) * Math.sin(a),
    cy + (x - cx) * Math.sin(a) + (y - cy) * Math.cos(a),
  ];
}

/**
 * A paper strip over `box`, rotated `deg` about its centre: straight cut ends, the long edges
 * torn (a jagged run of small teeth) when `torn`, else cut with scissors (a slight wobble).
 */
export function paperStrip(rng: Rng, box: Box, deg: number, torn: boolean): string {
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  const w = box.x1 - box.x0;
  const tooth = torn ? 14 : 60;
  const steps = Math.max(2, Math.round(w / tooth));
  const wobble = torn ? 6 : 2.5;
  const top: Point[] = [];
  const bottom: Point[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const x = box.x0 + (w * i) / steps;
    top.push([x, box.y0 + rng.range(-wobble, wobble)]);
    bottom.push([x, box.y1 + rng.range(-wobble, wobble)]);
  }
  const skew = rng.range(-8, 8);
  const pts: Point[] = [
    [box.x0 + skew, box.y0],
    ...top,
    [box.x1 - skew, box.y1],
    ...bottom.reverse(),
  ];
  return polygon(pts.map((p) => turn(p, cx, cy, deg)));
}

/** A piece of tape centred on (x, y), `w` long, at `deg`, with nicked ends. */
export function tape(rng: Rng, x: number, y: number, w: number, deg: number): string {
  const h = w * 0.32;
  const nick = (): number => rng.range(-h * 0.12, h * 0.12);
  const pts: Point[] = [
    [x - w / 2 + nick(), y - h / 2],
    [x + w / 2 + nick(), y - h / 2],
    [x + w / 2 - h * 0.15, y - h * 0.1],
    [x + w / 2 + nick(), y + h / 2],
    [x - w / 2 + nick(), y + h / 2],
    [x - w / 2 + h * 0.15, y + h * 0.08],
  ];
  return polygon(pts.map((p) => turn(p, x, y, deg)));
}
