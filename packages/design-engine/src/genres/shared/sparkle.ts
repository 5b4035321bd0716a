/** A four-point glint (the chrome highlight of hip hop and club flyers), as one polygon. */
import { polygon, type Point } from '../../svg/shapes.ts';

export function glint(cx: number, cy: number, radius: number, waist = 0.16): string {
  const pts: Point[] = [];
  for (let i = 0; i < 8; i += 1) {
    const a = (i * Math.PI) / 4 - Math.PI / 2;
    const d = i % 2 === 0 ? radius : radius * waist;
    pts.push([cx + Math.cos(a) * d, cy + Math.sin(a) * d]);
  }
  return polygon(pts);
}
