/**
 * K-pop four-cut: the photo-booth print every Seoul fan collects ("four cuts of life") — a frame
 * of four panes, two by two, each the artist's picture in another screen (dots, lines, duotone,
 * posterised), the frame's foot carrying the song like a booth's caption between two hearts, a
 * twinkle and a star stuck on its corners, and the name large under it. Seeded: tilt, which
 * screen goes in which pane, inks per pane, and the print's cut: the two-by-two frame, or the
 * booth's strip turned on its side (four panes in a row, a film band across the chest).
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import type { PortraitTreatment } from '../../image/portrait-art.ts';
import { capHeight } from '../../layout/text-line.ts';
import { r } from '../../svg/num.ts';
import { fitLineWithin } from '../../templates/common.ts';
import { heart, sparkle } from '../shared/ornaments.ts';
import { roundRectPath } from '../shared/round-rect.ts';
import { nameUnderFrame } from './name-under-frame.ts';
import { portraitPane } from './portrait-pane.ts';

export const kpopFourCut: Template = {
  id: 'kpop-four-cut',
  needsImage: true,
  maxGrow: 1.25,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const k = ctx.shrink;
    const cx = CENTER_X;
    const strip = rng.chance(0.45);
    const cols = strip ? 4 : 2;
    const rows = strip ? 1 : 2;
    const W = (strip ? 920 : 660) * k;
    const g = 22 * k;
    const cw = (W - (cols + 1) * g) / cols;
    const ch = cw * 1.18;
    const foot = 96 * k;
    const H = rows * ch + (rows + 1) * g + foot;
    const x0 = cx - W / 2;
    const y0 = 120;
    // A wide strip turns less: its ends would swing far.
    const tilt = strip ? rng.pick([-2, 2]) : rng.pick([-3, -2, 2, 3]);
    const fcy = y0 + H / 2;

    b.add(`<g transform="rotate(${tilt} ${r(cx)} ${r(fcy)})">`, []);
    // Four panes, each a different screen of the same picture, clipped square-cornered.
    const screens = rng.shuffle<PortraitTreatment>([
      'halftone-dots',
      'halftone-lines',
      'duotone',
      'posterize',
    ]);
    for (let i = 0; i < 4; i += 1) {
      const px = x0 + g + (i % cols) * (cw + g);
      const py = y0 + g + Math.floor(i / cols) * (ch + g);
      // Diagonal panes (alternate panes along a strip) share their inks, like a booth print's
      // alternating filters.
      const paired = strip ? i % 2 === 0 : i === 0 || i === 3;
      portraitPane(b, ctx, {
        prefix: 'cut',
        pane: { x0: px, y0: py, x1: px + cw, y1: py + ch },
        radius: 10 * k,
        bleed: 24 * k,
        treatment: screens[i] as PortraitTreatment,
        inks: paired ? [inks.primary, inks.support] : [inks.accent, inks.support],
      });
    }
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="${r(8 * k)}" d="${roundRectPath(x0, y0, x0 + W, y0 + H, 18 * k)}"/>`,
      [inks.primary],
    );
    // The booth caption in the frame's foot: the song between two small hearts.
    const footTop = y0 + rows * ch + (rows + 1) * g;
    const hs = 30 * k;
    const { line, scale } = await fitLineWithin(
      ctx.track,
      faces.support,
      0.2,
      W - 2 * g - 4 * hs - 40 * k,
      Math.max(32 * k, MIN_TEXT_HEIGHT * 1.12),
    );
    const cap = capHeight(line) * scale;
    const box = b.text(
      line,
      { x: cx, baseline: footTop + foot / 2 + cap / 2 - 6 * k, scale },
      { fill: inks.primary },
      'track',
    );
    const hy = footTop + foot / 2 - 6 * k;
    b.add(
      `<path fill="${inks.accent}" d="${heart(box.x0 - 20 * k - hs / 2, hy, hs)}${heart(box.x1 + 20 * k + hs / 2, hy, hs)}"/>`,
      [inks.accent],
    );
    b.add('</g>', []);

    // Stickers on two corners, off the frame.
    const left = tilt > 0;
    // Beside a frame; over the corners of a strip, which already spans the chest.
    const out = strip ? -30 * k : 50 * k;
    const sx = left ? x0 - out : x0 + W + out;
    const sy = strip ? y0 - 40 * k : y0 - 10;
    const tx = left ? x0 + W + out + 10 * k : x0 - out - 10 * k;
    const ty = strip ? y0 + H + 30 * k : y0 + H - 60 * k;
    b.add(
      `<path fill="${inks.accent}" d="${sparkle(sx, sy, 62 * k)}"/><path fill="none" stroke="${inks.support}" stroke-width="${r(5 * k)}" d="${sparkle(tx, ty, 36 * k)}"/>`,
      [inks.accent, inks.support],
    );

    // The name under the frame, clear of its tilted corners.
    await nameUnderFrame(b, ctx, {
      frameBottom: y0 + H,
      halfWidth: W / 2,
      tilt,
      ...(strip ? { maxCap: 250 } : {}),
    });
  },
};
