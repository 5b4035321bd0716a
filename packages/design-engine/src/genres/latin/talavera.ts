/**
 * Latin talavera: the name in a bold display face over a row of hand-painted tiles — each tile
 * drawn with a rotational flower, corner quarter-rosettes and dots, alternating two inks like
 * Puebla talavera or Andalusian azulejos — and the song in a brush script beneath.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { r } from '../../svg/num.ts';
import { circle, diamond, polar } from '../../svg/shapes.ts';
import { latinDetails } from './details.ts';
import { flower, leaf } from '../shared/ornaments.ts';
import { latinHook } from './hook.ts';
import { latinName } from './name-lockup.ts';

/** One tile's painted pattern (centre flower, corner rosettes, dots), outline included. */
function tile(x: number, y: number, s: number, petals: number): { line: string; paint: string } {
  const cx = x + s / 2;
  const cy = y + s / 2;
  const rad = s * 0.08;
  const line = `M${r(x + rad)} ${r(y)}H${r(x + s - rad)}Q${r(x + s)} ${r(y)} ${r(x + s)} ${r(y + rad)}V${r(y + s - rad)}Q${r(x + s)} ${r(y + s)} ${r(x + s - rad)} ${r(y + s)}H${r(x + rad)}Q${r(x)} ${r(y + s)} ${r(x)} ${r(y + s - rad)}V${r(y + rad)}Q${r(x)} ${r(y)} ${r(x + rad)} ${r(y)}Z`;
  const parts = [flower(cx, cy, s * 0.3, petals, 0)];
  for (let k = 0; k < 4; k += 1) {
    const [px, py] = polar(cx, cy, s * 0.37, 45 + k * 90);
    parts.push(leaf(px, py, 225 + k * 90, s * 0.1, 0.6));
    const [dx, dy] = polar(cx, cy, s * 0.4, k * 90);
    parts.push(diamond(dx, dy, s * 0.06, s * 0.06));
  }
  parts.push(circle(cx, cy, s * 0.05));
  return { line, paint: parts.join('') };
}

export const latinTalavera: Template = {
  id: 'latin-talavera',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const cx = CENTER_X;
    const { box: nameBox } = await latinName(b, ctx, {
      width: 1060,
      cap: 230,
      height: 480,
      top: 90,
    });
    const count = rng.pick([3, 4]);
    const gap = 22;
    // A poster has a whole sheet to fill: the tiles make a panel (two rows) there, not a strip.
    const rows = ctx.product === 'poster' ? 2 : 1;
    const s = Math.min(rows > 1 ? 340 : 300, (1000 - gap * (count - 1)) / count);
    const rowW = count * s + (count - 1) * gap;
    const y = nameBox.y1 + 70;
    const petals = rng.pick([6, 8]);
    const lines: string[] = [];
    const paintA: string[] = [];
    const paintB: string[] = [];
    for (let row = 0; row < rows; row += 1) {
      for (let i = 0; i < count; i += 1) {
        const t = tile(cx - rowW / 2 + i * (s + gap), y + row * (s + gap), s, petals);
        lines.push(t.line);
        ((i + row) % 2 === 0 ? paintA : paintB).push(t.paint);
      }
    }
    b.add(`<path fill="none" stroke="${inks.support}" stroke-width="8" d="${lines.join('')}"/>`, [
      inks.support,
    ]);
    b.add(`<path fill="${inks.accent}" fill-rule="evenodd" d="${paintA.join('')}"/>`, [
      inks.accent,
    ]);
    b.add(`<path fill="${inks.primary}" fill-rule="evenodd" d="${paintB.join('')}"/>`, [
      inks.primary,
    ]);
    const hookTop = y + rows * s + (rows - 1) * gap + 80;
    const hookBox = await latinHook(b, ctx, {
      width: 900,
      cap: 100,
      height: 220,
      top: hookTop,
      rotate: -4,
    });
    await latinDetails(b, ctx, hookBox.y1 + 80);
  },
};
