/**
 * Indie, mixtape: a cassette drawn in line — shell, label, window and two reels — with the name
 * written large on the label in the family's hand (the marker face where it can set the name,
 * else the grotesque), and the artist's tracks typed under the tape like a J-card. Lines only,
 * nothing solid. Seeded: reel spokes, and the tape — wound in, or pulled out of the shell's
 * foot in a loose curling ribbon that loops down before the track list.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { circle } from '../../svg/shapes.ts';
import { canSetAsTiles } from '../../text/scripts.ts';
import { drawBlock, nameBlock } from '../../templates/common.ts';
import { roundRectPath } from '../shared/round-rect.ts';
import { oneLineList, trackList } from '../shared/art.ts';

export const indieCassette: Template = {
  id: 'indie-cassette',
  needsImage: false,
  needsTracks: 3,
  maxGrow: 1.4,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const w = 1000;
    const h = w * 0.63;
    const x0 = CENTER_X - w / 2;
    const y0 = 80;
    const x1 = x0 + w;
    const y1 = y0 + h;
    const line = (d: string, ink: string, width: number): void =>
      b.add(
        `<path fill="none" stroke="${ink}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round" d="${d}"/>`,
        [ink],
      );
    // Shell, label, window, the trapezoid at the foot, screws.
    line(roundRectPath(x0, y0, x1, y1, 40), inks.accent, 9);
    const lx0 = x0 + 60;
    const lx1 = x1 - 60;
    const ly0 = y0 + 50;
    const ly1 = y0 + h * 0.66;
    line(roundRectPath(lx0, ly0, lx1, ly1, 18), inks.accent, 5);
    // The window kept low on the label so the handwritten name gets most of it.
    const wy0 = ly0 + (ly1 - ly0) * 0.64;
    const wy1 = ly1 - 24;
    const wx0 = CENTER_X - 260;
    const wx1 = CENTER_X + 260;
    line(roundRectPath(wx0, wy0, wx1, wy1, (wy1 - wy0) / 2), inks.accent, 5);
    const reelY = (wy0 + wy1) / 2;
    const reelR = (wy1 - wy0) * 0.36;
    const spokes = rng.pick([3, 6]);
    const reels: string[] = [];
    for (const cx of [wx0 + 90, wx1 - 90]) {
      reels.push(circle(cx, reelY, reelR));
      for (let k = 0; k < spokes; k += 1) {
        const a = (k / spokes) * Math.PI * 2;
        reels.push(
          `M${r(cx + Math.cos(a) * reelR * 0.35)} ${r(reelY + Math.sin(a) * reelR * 0.35)}L${r(cx + Math.cos(a) * reelR * 0.8)} ${r(reelY + Math.sin(a) * reelR * 0.8)}`,
        );
      }
    }
    line(reels.join(''), inks.accent, 5);
    line(
      `M${r(x0 + 190)} ${r(y1)}L${r(x0 + 240)} ${r(y1 - 90)}H${r(x1 - 240)}L${r(x1 - 190)} ${r(y1)}`,
      inks.accent,
      6,
    );
    const screws = [
      [x0 + 26, y0 + 26],
      [x1 - 26, y0 + 26],
      [x0 + 26, y1 - 26],
      [x1 - 26, y1 - 26],
      [CENTER_X, y1 - 45],
    ]
      .map(([x, y]) => circle(x ?? 0, y ?? 0, 9))
      .join('');
    b.add(`<path fill="${inks.accent}" d="${screws}"/>`, [inks.accent]);

    // The name handwritten on the label.
    const face = canSetAsTiles(ctx.name) ? faces.script : faces.display;
    const name = await nameBlock(ctx, face, {
      maxWidth: (lx1 - lx0 - 80) * s,
      maxCap: (wy0 - ly0 - 70) * 0.8 * s,
      maxHeight: (wy0 - ly0 - 60) * s,
      maxLines: 2,
      leading: 0.1,
    });
    drawBlock(b, name, {
      top: ly0 + 44 + Math.max(0, (wy0 - ly0 - 70 - name.height) / 2),
      paint: { fill: inks.primary },
      role: 'name',
    });

    // Pulled tape: a ribbon out of the foot's opening, looping down and back, as a chewed tape.
    let listTop = y1 + 90;
    if (rng.chance(0.45)) {
      const sx = CENTER_X + rng.range(-60, 60);
      // From just under the shell, so the two inks never cross its lines.
      const sy = y1 + 14;
      const side = rng.chance(0.5) ? 1 : -1;
      const p = (dx: number, dy: number): string => `${r(sx + side * dx)} ${r(sy + dy)}`;
      line(
        `M${p(0, 0)}C${p(-60, 120)} ${p(-330, 150)} ${p(-260, 240)}C${p(-200, 320)} ${p(60, 250)} ${p(40, 170)}C${p(20, 90)} ${p(-120, 150)} ${p(-60, 250)}C${p(0, 340)} ${p(260, 300)} ${p(380, 230)}`,
        inks.support,
        10,
      );
      listTop = sy + 340 + 80;
    }

    await oneLineList(b, trackList(ctx, 10), {
      face: 'specialElite',
      x: CENTER_X,
      align: 'center',
      // A full J-card side (up to five, set larger): the tape alone is a wide strip that leaves
      // a tall sheet or shirt back empty under it.
      top: listTop,
      step: 76,
      cap: 42,
      maxWidth: w - 60,
      tracking: 0.06,
      inks: [inks.primary, inks.support],
      max: 5,
      numbered: true,
    });
  },
};
