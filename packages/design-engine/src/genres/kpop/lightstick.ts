/**
 * K-pop lightstick: a drawn fan lightstick held at a tilt — a ringed orb with a star or heart
 * inside, short glow strokes around it, a collar and a grip — beside the name stacked flush left
 * with its romanisation and the song: the object every idol fan owns, as the group's emblem.
 */
import type { Template } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { circle, polar } from '../../svg/shapes.ts';
import { altNameLine, block, drawBlock, quoted, smallLine } from '../../templates/common.ts';
import { heart, sparkle } from '../shared/ornaments.ts';

export const kpopLightstick: Template = {
  id: 'kpop-lightstick',
  needsImage: false,
  maxGrow: 1.3,
  // A name column beside the stick holds about thirty letters at a readable size.
  canSet: (name) => [...name].length <= 30,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const k = ctx.shrink;
    const ox = 290;
    const oy = 90 + 270 * k;
    const R = 175 * k;
    const tilt = rng.pick([-16, -12, 12]);
    b.add(`<g transform="rotate(${tilt} ${ox} ${r(oy + R * 2)})">`, []);
    // Glow strokes round the orb.
    const glow: string[] = [];
    for (let i = 0; i < 16; i += 1) {
      const a = i * 22.5;
      const [x0, y0] = polar(ox, oy, R + 26 * k, a);
      const [x1, y1] = polar(ox, oy, R + (i % 2 === 0 ? 70 : 46) * k, a);
      glow.push(`M${r(x0)} ${r(y0)}L${r(x1)} ${r(y1)}`);
    }
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="${r(9 * k)}" stroke-linecap="round" d="${glow.join('')}"/>`,
      [inks.accent],
    );
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="${r(14 * k)}" d="${circle(ox, oy, R)}"/><path fill="none" stroke="${inks.primary}" stroke-width="${r(4 * k)}" d="${circle(ox, oy, R - 26 * k)}"/>`,
      [inks.primary],
    );
    const core = rng.chance(0.5)
      ? sparkle(ox, oy, R * 0.62, 0.16)
      : heart(ox, oy + R * 0.05, R * 1.05);
    b.add(`<path fill="${inks.accent}" d="${core}"/>`, [inks.accent]);
    // Collar and grip.
    const cw = 90 * k;
    const collarY = oy + R + 10 * k;
    const gripTop = collarY + 46 * k;
    const gripH = 330 * k;
    const gw = 62 * k;
    b.add(
      `<path fill="${inks.primary}" d="M${r(ox - cw / 2)} ${r(collarY)}h${r(cw)}l${r(-14 * k)} ${r(40 * k)}h${r(-cw + 28 * k)}Z"/><path fill="none" stroke="${inks.primary}" stroke-width="${r(10 * k)}" stroke-linejoin="round" d="M${r(ox - gw / 2)} ${r(gripTop)}h${r(gw)}v${r(gripH)}a${r(gw / 2)} ${r(gw / 2)} 0 0 1 ${r(-gw)} 0Z"/>`,
      [inks.primary],
    );
    const ribs = [1, 2, 3]
      .map((i) => `M${r(ox - gw / 2 + 10 * k)} ${r(gripTop + i * 46 * k)}h${r(gw - 20 * k)}`)
      .join('');
    b.add(`<path fill="none" stroke="${inks.accent}" stroke-width="${r(6 * k)}" d="${ribs}"/>`, [
      inks.accent,
    ]);
    b.add('</g>', []);

    // The name column to the right.
    const colX = 620;
    const colW = 560;
    const name = await block(ctx.name, faces.display, {
      maxWidth: colW,
      maxCap: 190 * k,
      maxHeight: 460 * k,
      maxLines: 4,
      leading: 0.16,
      breakGain: 1.02,
    });
    const nameTop = oy - name.height / 2 - 20;
    const nameBox = drawBlock(b, name, {
      x: colX,
      top: nameTop,
      align: 'left',
      paint: { fill: inks.primary },
      role: 'name',
    });
    let y = nameBox.y1;
    const alt = await altNameLine(b, ctx, {
      x: colX,
      align: 'left',
      baseline: y + 70,
      cap: 42,
      maxWidth: colW,
      ink: inks.accent,
      tracking: 0.4,
    });
    if (alt) y = alt.y1;
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="4" d="M${colX} ${r(y + 40)}h${r(colW * 0.5)}"/>`,
      [inks.accent],
    );
    await smallLine(b, ctx, quoted(ctx.track), {
      x: colX,
      align: 'left',
      baseline: y + 100,
      cap: 30,
      maxWidth: colW,
      ink: inks.support,
      role: 'track',
      tracking: 0.25,
    });
  },
};
