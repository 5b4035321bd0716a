/**
 * Retro sunset: a striped sun sinking into horizon lines, 70s display type with an offset shadow
 * in a second ink, the track name small underneath. Warm by nature.
 */
import type { Template } from '../layout/template.ts';
import { CENTER_X } from '../layout/geometry.ts';
import { r } from '../svg/num.ts';
import { drawBlock, nameBlock, quoted, smallLine } from './common.ts';

/** A half or full sun cut by horizontal gaps that widen towards the bottom. */
function stripedSun(cx: number, cy: number, radius: number, stripes: number): string[] {
  const bands: string[] = [];
  const top = cy - radius;
  const bottom = cy;
  const height = bottom - top;
  let y = top;
  for (let i = 0; i < stripes; i += 1) {
    const t = i / stripes;
    const bandH = (height / stripes) * (1.35 - t * 0.7);
    const gap = (height / stripes) * (0.1 + t * 0.5);
    const y1 = Math.min(bottom, y + bandH - gap);
    if (y1 <= y) break;
    const half = (yy: number): number => Math.sqrt(Math.max(0, radius * radius - (cy - yy) ** 2));
    const steps = 10;
    const left: string[] = [];
    const right: string[] = [];
    for (let k = 0; k <= steps; k += 1) {
      const yy = y + ((y1 - y) * k) / steps;
      left.push(`${r(cx - half(yy))} ${r(yy)}`);
      right.push(`${r(cx + half(yy))} ${r(yy)}`);
    }
    bands.push(`M${right.join('L')}L${left.reverse().join('L')}Z`);
    y += bandH;
  }
  return bands;
}

export const retroSunset: Template = {
  id: 'retro-sunset',
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const nameFirst = rng.chance(0.5);
    const radius = 380 * Math.max(0.8, ctx.shrink);
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 1040 * ctx.shrink,
      maxCap: 200 * ctx.shrink,
      maxHeight: 320 * ctx.shrink,
      maxLines: 2,
      leading: 0.14,
    });
    const shadow = Math.max(6, name.cap * 0.06);
    let y = 90;
    const drawName = (top: number): number => {
      drawBlock(b, name, {
        top: top + shadow,
        x: CENTER_X + shadow,
        paint: { fill: inks.accent },
        role: 'name',
      });
      const box = drawBlock(b, name, { top, paint: { fill: inks.primary }, role: 'name' });
      return box.y1 + shadow;
    };
    if (nameFirst) y = drawName(y) + 50;
    const cy = y + radius;
    const bands = stripedSun(CENTER_X, cy, radius, rng.int(6, 8));
    const sunInks = [inks.support, inks.accent, inks.primary];
    const split = Math.ceil(bands.length / 2);
    b.add(`<path fill="${sunInks[0]}" d="${bands.slice(0, split).join('')}"/>`, [
      sunInks[0] as string,
    ]);
    b.add(`<path fill="${sunInks[1]}" d="${bands.slice(split).join('')}"/>`, [
      sunInks[1] as string,
    ]);
    // Horizon: lines getting shorter and thinner below the sun.
    let hy = cy + 24;
    for (let i = 0; i < 4; i += 1) {
      const w = radius * (2.5 - i * 0.45);
      const t = 9 - i * 2;
      b.add(
        `<path fill="${inks.accent}" d="M${r(CENTER_X - w / 2)} ${r(hy)}h${r(w)}v${t}h${r(-w)}Z"/>`,
        [inks.accent],
      );
      hy += 26 + i * 6;
    }
    y = hy + 40;
    if (!nameFirst) y = drawName(y);
    await smallLine(b, ctx, quoted(ctx.track), {
      baseline: y + 70,
      cap: 38,
      maxWidth: 900,
      ink: inks.support,
      role: 'track',
      tracking: 0.2,
    });
  },
};
