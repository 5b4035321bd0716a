/**
 * Folk banjo head: the five-string banjo of bluegrass and old-time drawn as the band's badge —
 * the round head ringed by its tension hooks, the neck with its frets and the fifth string's peg
 * rising to the peghead — with the name set on the drumhead like a maker's stamp and the song
 * under it. Seeded: the hooks' count, a tone ring inside the rim or not, the peghead's crown.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { r } from '../../svg/num.ts';
import { circle, polar, polygon } from '../../svg/shapes.ts';
import { drawBlock, nameBlock, quoted, smallLine } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';

export const folkBanjoHead: Template = {
  id: 'folk-banjo-head',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const cx = CENTER_X;
    const k = ctx.shrink;
    const hooks = rng.pick([20, 24, 28]);
    const toneRing = rng.chance(0.6);
    const crown = rng.pick(['round', 'notched'] as const);

    // Peghead, neck and head from the top down.
    const top = 90;
    const pegH = 150 * k;
    const neckW = 92 * k;
    const neckH = 190 * k;
    const R = 340 * k;
    const neckTop = top + pegH;
    const cy = neckTop + neckH + R;

    // The peghead: wider than the neck, its crown round or notched, two pegs each side.
    const pw = neckW * 0.95;
    const head =
      crown === 'round'
        ? `M${r(cx - neckW / 2)} ${r(neckTop)}L${r(cx - pw)} ${r(top + pegH * 0.35)}Q${r(cx)} ${r(top - pegH * 0.25)} ${r(cx + pw)} ${r(top + pegH * 0.35)}L${r(cx + neckW / 2)} ${r(neckTop)}Z`
        : polygon([
            [cx - neckW / 2, neckTop],
            [cx - pw, top + pegH * 0.3],
            [cx - pw * 0.45, top],
            [cx, top + pegH * 0.14],
            [cx + pw * 0.45, top],
            [cx + pw, top + pegH * 0.3],
            [cx + neckW / 2, neckTop],
          ]);
    const pegs: string[] = [];
    for (const side of [-1, 1]) {
      for (const t of [0.42, 0.75]) {
        const y = top + pegH * t;
        const x = cx + side * (pw * (0.95 - t * 0.35) + 10 * k);
        pegs.push(`M${r(x)} ${r(y)}h${r(side * 34 * k)}`);
        pegs.push(circle(x + side * 46 * k, y, 14 * k));
      }
    }
    // The fifth string's peg, a third of the way down the neck.
    const fifthY = neckTop + neckH * 0.45;
    pegs.push(`M${r(cx + neckW / 2)} ${r(fifthY)}h${r(26 * k)}`);
    pegs.push(circle(cx + neckW / 2 + 38 * k, fifthY, 12 * k));
    const neck = `M${r(cx - neckW / 2)} ${r(neckTop)}V${r(cy - R + 8)}M${r(cx + neckW / 2)} ${r(neckTop)}V${r(cy - R + 8)}`;
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="${r(8 * k)}" stroke-linejoin="round" stroke-linecap="round" d="${head}${neck}${pegs.join('')}"/>`,
      [inks.primary],
    );
    // Frets, closer together towards the head; the strings down the neck.
    const frets: string[] = [];
    let y = neckTop + 14 * k;
    for (let gap = 40 * k; y < cy - R - 10; gap *= 0.9) {
      frets.push(`M${r(cx - neckW / 2)} ${r(y)}h${r(neckW)}`);
      y += gap;
    }
    const strings = [-2, -1, 0, 1, 2]
      .map((i) => `M${r(cx + i * neckW * 0.16)} ${r(neckTop)}V${r(cy - R - 4)}`)
      .join('');
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="${r(5 * k)}" d="${frets.join('')}"/><path fill="none" stroke="${inks.accent}" stroke-width="${r(2.5 * k)}" d="${strings}"/>`,
      [inks.accent],
    );

    // The head: the rim, the tone ring, and the hooks round it (a gap left where the neck joins).
    const rim = `${circle(cx, cy, R)}${toneRing ? circle(cx, cy, R - 26 * k) : ''}`;
    const brackets: string[] = [];
    for (let i = 0; i < hooks; i += 1) {
      const deg = -90 + (360 * (i + 0.5)) / hooks;
      // Under the neck's heel there is no hook.
      const fromTop = (((deg + 90) % 360) + 360) % 360;
      if (Math.min(fromTop, 360 - fromTop) < 12) continue;
      const [x0, y0] = polar(cx, cy, R + 8 * k, deg);
      const [x1, y1] = polar(cx, cy, R + 40 * k, deg);
      brackets.push(`M${r(x0)} ${r(y0)}L${r(x1)} ${r(y1)}`);
    }
    b.add(`<path fill="none" stroke="${inks.primary}" stroke-width="${r(9 * k)}" d="${rim}"/>`, [
      inks.primary,
    ]);
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="${r(12 * k)}" stroke-linecap="round" d="${brackets.join('')}"/>`,
      [inks.accent],
    );

    // The name stamped on the drumhead, inside the circle's chord at its farthest line.
    const clear = R - (toneRing ? 60 : 40) * k;
    let maxWidth = 1.5 * clear;
    let name = await nameBlock(ctx, faces.display, {
      maxWidth,
      maxCap: 130 * k,
      maxHeight: clear * 1.1,
      maxLines: 4,
      leading: 0.2,
      tracking: 0.05,
    });
    for (let pass = 0; pass < 4; pass += 1) {
      const dy = name.height / 2;
      const room = 2 * Math.sqrt(Math.max(0, clear ** 2 - dy ** 2)) - 20;
      if (room >= maxWidth) break;
      maxWidth = Math.max(room, clear);
      name = await nameBlock(ctx, faces.display, {
        maxWidth,
        maxCap: 130 * k,
        maxHeight: clear * 1.1,
        maxLines: 4,
        leading: 0.2,
        tracking: 0.05,
      });
    }
    drawBlock(b, name, { top: cy - name.height / 2, paint: { fill: inks.primary }, role: 'name' });

    let bottom = cy + R + 40 * k;
    if (ctx.track.length > 0) {
      const song = await smallLine(b, ctx, quoted(ctx.track), {
        baseline: bottom + 80,
        cap: 36,
        maxWidth: 860,
        ink: inks.accent,
        role: 'track',
        tracking: 0.25,
      });
      bottom = song.y1;
    }
    await detailsLine(b, ctx, {
      baseline: bottom + 75,
      cap: 28,
      maxWidth: 760,
      ink: inks.support,
      tracking: 0.5,
    });
  },
};
