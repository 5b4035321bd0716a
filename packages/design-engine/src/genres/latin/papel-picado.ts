/**
 * Latin papel picado: a garland of cut-paper flags strung across the top (each flag drawn with
 * its own cut pattern — a flower, diamonds, a row of holes — and a scalloped or zigzag hem),
 * the name big in a bold display face below it (the hero), and the song in a smaller brush
 * script under the name.
 */
import type { Rng } from '../../random/prng.ts';
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { r } from '../../svg/num.ts';
import { circle, diamond, polar } from '../../svg/shapes.ts';
import { latinDetails } from './details.ts';
import { latinHook } from './hook.ts';
import { latinName } from './name-lockup.ts';

/** One flag hanging from (x, y): outline with a cut hem, and holes (use evenodd). */
function flag(rng: Rng, x: number, y: number, w: number, h: number, pattern: number): string {
  const hem = h * 0.88;
  const teeth = 6;
  const zig = rng.chance(0.5);
  let d = `M${r(x - w / 2)} ${r(y)}H${r(x + w / 2)}V${r(y + hem)}`;
  for (let i = teeth - 1; i >= 0; i -= 1) {
    const xa = x - w / 2 + (w * (i + 0.5)) / teeth;
    const xb = x - w / 2 + (w * i) / teeth;
    d += zig
      ? `L${r(xa)} ${r(y + h)}L${r(xb)} ${r(y + hem)}`
      : `Q${r(xa)} ${r(y + h + h * 0.08)} ${r(xb)} ${r(y + hem)}`;
  }
  d += 'Z';
  const cx = x;
  const cy = y + h * 0.47;
  const holes: string[] = [];
  if (pattern === 0) {
    // A flower: five round petals around a centre.
    for (let k = 0; k < 5; k += 1) {
      const [px, py] = polar(cx, cy, w * 0.17, -90 + k * 72);
      holes.push(circle(px, py, w * 0.1));
    }
    holes.push(circle(cx, cy, w * 0.06));
  } else if (pattern === 1) {
    holes.push(diamond(cx, cy, w * 0.34, h * 0.36));
    holes.push(
      diamond(cx - w * 0.3, cy, w * 0.12, h * 0.14),
      diamond(cx + w * 0.3, cy, w * 0.12, h * 0.14),
    );
  } else {
    holes.push(circle(cx, cy, w * 0.16));
    for (let k = 0; k < 8; k += 1) {
      const [px, py] = polar(cx, cy, w * 0.29, k * 45);
      holes.push(circle(px, py, w * 0.045));
    }
  }
  // A row of small holes along the top, under the string.
  for (let k = 0; k < 4; k += 1)
    holes.push(circle(x - w * 0.3 + (k * w * 0.6) / 3, y + h * 0.12, w * 0.03));
  return d + holes.join('');
}

export const latinPapelPicado: Template = {
  id: 'latin-papel-picado',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const x0 = CENTER_X - 530 * ctx.shrink;
    const x1 = CENTER_X + 530 * ctx.shrink;
    const y = 90;
    const sag = rng.range(40, 80);
    const count = rng.pick([6, 7]);
    const fw = ((x1 - x0) / count) * 0.86;
    const fh = fw * 1.3;
    const at = (t: number): number => y + sag * 4 * t * (1 - t);
    b.add(
      `<path fill="none" stroke="${inks.support}" stroke-width="4" d="M${r(x0 - 10)} ${r(y - 4)}Q${r(CENTER_X)} ${r(y + sag * 2)} ${r(x1 + 10)} ${r(y - 4)}"/>`,
      [inks.support],
    );
    const byInk = new Map<string, string[]>();
    const cycle = [inks.accent, inks.primary, inks.support];
    const offset = rng.int(0, 2);
    for (let i = 0; i < count; i += 1) {
      const t = (i + 0.5) / count;
      const fx = x0 + (x1 - x0) * t;
      const ink = cycle[(i + offset) % cycle.length] ?? inks.accent;
      const list = byInk.get(ink) ?? [];
      list.push(flag(rng, fx, at(t), fw, fh, (i + offset) % 3));
      byInk.set(ink, list);
    }
    for (const [ink, paths] of byInk) {
      b.add(`<path fill="${ink}" fill-rule="evenodd" d="${paths.join('')}"/>`, [ink]);
    }

    // The name, the hero, right under the garland; the song in script smaller beneath it.
    const { box: nameBox } = await latinName(b, ctx, {
      width: 1060,
      cap: 260,
      height: 560,
      leading: 0.12,
      breakGain: 1.08,
      top: y + sag + fh + 80,
    });
    const tilt = rng.pick([-6, -4]);
    const hookBottom = (
      await latinHook(b, ctx, {
        width: 860,
        cap: 76,
        height: 170,
        top: nameBox.y1 + 80,
        rotate: tilt,
      })
    ).y1;
    await latinDetails(b, ctx, hookBottom + 80);
  },
};
