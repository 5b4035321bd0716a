/**
 * K-pop lightstick: the name large across the top, and under it the group's lightstick drawn
 * upright and unmistakable — a glowing orb holding a star or heart with the group's initial cut
 * out of it, a collar, a long handle with grip rings and a wrist strap — the song closing the set.
 * The object every idol fan owns, as the group's emblem; the name stays the hero. Seeded: one
 * stick upright (a little tilted), or a pair raised in cheer, leaning apart from their grips'
 * feet, the song under both.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { capHeight, lineWidth, textLine } from '../../layout/text-line.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { circle, polar, star } from '../../svg/shapes.ts';
import { casingFor } from '../../style/styles.ts';
import { initials, knockout, nameLockup, quoted, smallLine } from '../../templates/common.ts';
import { heart } from '../shared/ornaments.ts';

export const kpopLightstick: Template = {
  id: 'kpop-lightstick',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const k = ctx.shrink;
    const cx = CENTER_X;
    const songUnder = (bottom: number): Promise<Box> =>
      smallLine(b, ctx, quoted(ctx.track), {
        baseline: bottom + 90,
        cap: 38,
        maxWidth: 900,
        ink: inks.support,
        role: 'track',
        tracking: 0.25,
      });
    const { box: nameBox } = await nameLockup(b, ctx, {
      top: 80,
      maxWidth: 1040,
      maxCap: 210 * k,
      maxHeight: 420 * k,
      maxLines: 3,
      leading: 0.16,
      breakGain: 1.05,
      paint: { fill: inks.primary },
    });
    // The lockup already carries the romanisation under the name.
    const y = nameBox.y1;

    if (rng.chance(0.45)) {
      // A pair raised in cheer: two sticks side by side, each leaning out from its grip's foot,
      // so the orbs and glows stand apart and the handles never cross.
      const u = k * (ctx.product === 'poster' ? 1.1 : 0.88);
      const base = (150 + 8 + 44 + 330) * u;
      const lean = 15;
      const py = y + 70 + (68 + 150) * u + base * Math.cos((lean * Math.PI) / 180);
      let bottom = 0;
      for (const side of [-1, 1]) {
        const x = cx + side * 80 * u;
        const foot = await drawStick(b, ctx, { x, oy: py - base, u, deg: side * lean, px: x, py });
        bottom = Math.max(bottom, foot);
      }
      await songUnder(bottom);
      return;
    }
    // On a poster the sheet is tall: the stick grows into it (the name stays the widest thing).
    const u = k * (ctx.product === 'poster' ? 1.25 : 1);
    const oy = y + 70 + 68 * u + 150 * u;
    const tilt = rng.pick([-8, 0, 8]);
    const bottom = await drawStick(b, ctx, { x: cx, oy, u, deg: tilt, px: cx, py: oy });

    // The song under it all; the strap's lowest point, tilted, stays above it.
    await songUnder(bottom);
  },
};

/**
 * One lightstick — glowing orb with the emblem, collar, handle with grip rings, wrist strap —
 * its orb centred at (x, oy), turned `deg` about (px, py); returns the y of its lowest
 * point once turned.
 */
async function drawStick(
  b: ArtBuilder,
  ctx: TemplateContext,
  at: { x: number; oy: number; u: number; deg: number; px: number; py: number },
): Promise<number> {
  const { rng, inks, faces } = ctx;
  const { oy, u } = at;
  const cx = at.x;
  const R = 150 * u;
  const glowOut = 68 * u;
  b.add(`<g transform="rotate(${at.deg} ${r(at.px)} ${r(at.py)})">`, []);
  const glow: string[] = [];
  for (let i = 0; i < 16; i += 1) {
    const [x0, y0] = polar(cx, oy, R + 24 * u, i * 22.5);
    const [x1, y1] = polar(cx, oy, R + (i % 2 === 0 ? glowOut : glowOut * 0.62), i * 22.5);
    // No rays down into the collar.
    if (i >= 7 && i <= 9) continue;
    glow.push(`M${r(x0)} ${r(y0)}L${r(x1)} ${r(y1)}`);
  }
  b.add(
    `<path fill="none" stroke="${inks.accent}" stroke-width="${r(9 * u)}" stroke-linecap="round" d="${glow.join('')}"/>`,
    [inks.accent],
  );
  b.add(
    `<path fill="none" stroke="${inks.primary}" stroke-width="${r(14 * u)}" d="${circle(cx, oy, R)}"/><path fill="none" stroke="${inks.primary}" stroke-width="${r(4 * u)}" d="${circle(cx, oy, R - 24 * u)}"/>`,
    [inks.primary],
  );
  // The emblem: a star or a heart in the accent ink, the group's initial cut out of it.
  const isStar = rng.chance(0.5);
  const core = isStar
    ? star(cx, oy + R * 0.04, R * 0.78, R * 0.44, 5)
    : heart(cx, oy + R * 0.02, R * 1.28);
  const mark = casingFor(faces.display, initials(ctx.altName ?? ctx.name).split(' ')[0] ?? '★');
  const line = await textLine([...mark].slice(0, 2).join(''), faces.display);
  const room = isStar ? R * 0.5 : R * 0.75;
  const scale = Math.min(room / lineWidth(line), (R * (isStar ? 0.36 : 0.5)) / capHeight(line));
  if (scale * capHeight(line) >= MIN_TEXT_HEIGHT * 1.2) {
    const baseline = oy + (isStar ? R * 0.2 : R * 0.16);
    knockout(b, core, inks.accent, [{ line, at: { x: cx, baseline, scale }, role: 'detail' }]);
  } else b.add(`<path fill="${inks.accent}" d="${core}"/>`, [inks.accent]);

  // Collar, long handle with grip rings, an end cap and a wrist strap.
  const collarY = oy + R + 8 * u;
  const cw = 110 * u;
  const gripTop = collarY + 44 * u;
  const gw = 64 * u;
  const gripH = 330 * u;
  const end = gripTop + gripH;
  b.add(
    `<path fill="${inks.primary}" d="M${r(cx - cw / 2)} ${r(collarY)}h${r(cw)}l${r(-(cw - gw) / 2)} ${r(36 * u)}h${r(-gw)}Z"/><path fill="none" stroke="${inks.primary}" stroke-width="${r(10 * u)}" stroke-linejoin="round" d="M${r(cx - gw / 2)} ${r(gripTop)}h${r(gw)}v${r(gripH)}a${r(gw / 2)} ${r(gw / 3)} 0 0 1 ${r(-gw)} 0Z"/>`,
    [inks.primary],
  );
  const rings = [0, 1, 2, 3]
    .map((i) => {
      const ry = gripTop + gripH * 0.42 + i * 34 * u;
      return `M${r(cx - gw / 2)} ${r(ry)}h${r(gw)}v${r(14 * u)}h${r(-gw)}Z`;
    })
    .join('');
  const button = circle(cx, gripTop + gripH * 0.2, 12 * u);
  b.add(`<path fill="${inks.accent}" d="${rings}${button}"/>`, [inks.accent]);
  const strapTop = end + gw / 3;
  b.add(
    `<path fill="none" stroke="${inks.primary}" stroke-width="${r(6 * u)}" stroke-linecap="round" d="M${r(cx)} ${r(strapTop)}c${r(-40 * u)} ${r(50 * u)} ${r(-30 * u)} ${r(110 * u)} ${r(10 * u)} ${r(120 * u)}c${r(40 * u)} ${r(-10 * u)} ${r(30 * u)} ${r(-70 * u)} ${r(-10 * u)} ${r(-120 * u)}"/>`,
    [inks.primary],
  );
  b.add('</g>', []);
  // The strap's lowest point, turned with the stick.
  const a = (at.deg * Math.PI) / 180;
  const lowest = strapTop + 130 * u;
  return at.py + (lowest - at.py) * Math.cos(a);
}
