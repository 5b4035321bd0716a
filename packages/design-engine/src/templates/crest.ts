/**
 * Crest: the name in the display face (blackletter for metal) over a shield flanked by laurels,
 * the initial or an emblem inside, and a banner with the track name.
 */
import type { Template } from '../layout/template.ts';
import { CENTER_X } from '../layout/geometry.ts';
import { capHeight, fitScale, textLine } from '../layout/text-line.ts';
import { casingFor } from '../style/styles.ts';
import { banner, laurel, shield, star } from '../svg/shapes.ts';
import {
  detailLine,
  drawBlock,
  fitLineWithin,
  initials,
  knockout,
  nameBlock,
  openGap,
  smallLine,
} from './common.ts';

export const crest: Template = {
  id: 'crest',
  needsImage: false,
  needsTracks: 1,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 1060 * ctx.shrink,
      maxCap: 210 * ctx.shrink,
      maxHeight: 330 * ctx.shrink,
      maxLines: 2,
      leading: 0.2,
    });
    const nameBox = drawBlock(b, name, { top: 80, paint: { fill: inks.primary }, role: 'name' });

    const w = 620 * Math.max(0.8, ctx.shrink);
    const h = w * 1.18;
    const top = nameBox.y1 + 90;
    const cx = CENTER_X;
    const bannerW = w * 1.55;
    const bannerH = 100;
    const bannerY = top + h * 0.86;
    const bannerShape = banner(cx, bannerY, bannerW, bannerH, 70);
    openGap(b, bannerShape, 14);
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="12" stroke-linejoin="round" d="${shield(cx, top, w, h)}"/>`,
      [inks.primary],
    );
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="4" stroke-linejoin="round" d="${shield(cx, top + 22, w - 44, h - 40)}"/>`,
      [inks.accent],
    );
    const laurelR = w * 0.74;
    b.add(
      `<path fill="${inks.accent}" d="${laurel(cx, top + h * 0.5, laurelR, -1, 10, w / 480)}${laurel(cx, top + h * 0.5, laurelR, 1, 10, w / 480)}"/>`,
      [inks.accent],
    );

    const emblem = rng.pick(['initial', 'initial', 'stars']);
    const innerCy = top + h * 0.42;
    if (emblem === 'initial') {
      const letter = await textLine(
        casingFor(faces.display, [...initials(ctx.name)][0] ?? '★'),
        faces.display,
      );
      const scale = fitScale(letter, w * 0.55, h * 0.42);
      b.text(
        letter,
        { x: cx, baseline: innerCy + (capHeight(letter) * scale) / 2, scale },
        { fill: inks.primary },
        'detail',
      );
    } else {
      b.add(
        `<path fill="${inks.primary}" d="${star(cx, innerCy, w * 0.24, w * 0.1)}${star(cx - w * 0.22, innerCy + w * 0.22, w * 0.09, w * 0.04)}${star(cx + w * 0.22, innerCy + w * 0.22, w * 0.09, w * 0.04)}"/>`,
        [inks.primary],
      );
    }

    b.add('</g>', []);
    const { line: track, scale } = await fitLineWithin(
      ctx.track,
      faces.support,
      0.1,
      bannerW - 50,
      bannerH * 0.46,
    );
    knockout(b, bannerShape, inks.accent, [
      {
        line: track,
        at: { x: cx, baseline: bannerY + (capHeight(track) * scale) / 2, scale },
        role: 'track',
      },
    ]);
    const details = detailLine(ctx);
    if (details.length > 0) {
      await smallLine(b, ctx, details, {
        baseline: bannerY + bannerH + 120,
        cap: 30,
        maxWidth: 800,
        ink: inks.support,
        role: 'detail',
        tracking: 0.35,
      });
    }
  },
};
