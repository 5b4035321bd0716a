/**
 * Classical monogram: the initials in a large engraved face between long hairline rules ended by
 * diamonds, a broad-nib flourish over them, the name in widely tracked capitals and the song in
 * small capitals — a title page, with plenty of air. Seeded: the initials between the ruled
 * hairlines under the flourish, or a round cipher — the initials inside a double ring cradled by
 * a laurel (for Indian classical, a lotus garland: a lotus seat), a diamond at the ring's crown.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { capHeight, fitScale, textLine, type TextLine } from '../../layout/text-line.ts';
import { flourish } from '../../motifs/index.ts';
import { laurel } from '../../motifs/classic.ts';
import { ellipse } from '../../motifs/geometry.ts';
import { casingFor } from '../../style/styles.ts';
import { r } from '../../svg/num.ts';
import { canSetAsTiles } from '../../text/scripts.ts';
import { diamond } from '../../svg/shapes.ts';
import { initials, nameLockup, quoted, smallLine } from '../../templates/common.ts';
import { countryOf } from '../shared/art.ts';
import { lotusGarland } from './instruments.ts';
import { classicalTradition } from './sub-genres.ts';

export const classicalMonogram: Template = {
  id: 'classical-monogram',
  needsImage: false,
  // Initials of joined scripts (Arabic, Devanagari…) would print as cut-off isolated letters.
  canSet: (name) => canSetAsTiles(name),
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const cx = CENTER_X;
    const letters = initials(ctx.name);
    const mono = await textLine(casingFor(faces.display, letters), faces.display, 0.04);
    let under: number;
    if (rng.chance(0.45)) {
      // The cipher: a double ring, the laurel cradling its lower half, the initials inside.
      const R = 230 * ctx.shrink;
      const cy = 110 + R;
      b.add(
        `<path fill="none" stroke="${inks.primary}" stroke-width="3" d="${ellipse(cx, cy, R, R)}${ellipse(cx, cy, R - 18, R - 18)}"/>`,
        [inks.primary],
      );
      const cradle =
        classicalTradition(ctx.genres) === 'indian'
          ? `<path fill="${inks.accent}" d="${lotusGarland(cx, cy, R + 16, 190, 11, R / 260)}"/>`
          : `<path fill="${inks.accent}" d="${laurel(cx, cy, R + 70, 11, 150)}"/>`;
      b.add(`${cradle}<path fill="${inks.accent}" d="${diamond(cx, cy - R, 22, 30)}"/>`, [
        inks.accent,
      ]);
      const inner = fitScale(mono, R * 1.45, R * 0.9);
      b.text(
        mono,
        { x: cx, baseline: cy + (capHeight(mono) * inner) / 2, scale: inner },
        { fill: inks.primary },
        'detail',
      );
      under = cy + R + 70 + 40;
    } else {
      under = ruled(b, ctx, mono);
    }
    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: 980 * ctx.shrink,
      maxCap: 90 * ctx.shrink,
      maxHeight: 240 * ctx.shrink,
      maxLines: 2,
      leading: 0.35,
      tracking: 0.3,
      top: under,
      paint: { fill: inks.primary },
    });
    const track = await smallLine(b, ctx, quoted(ctx.track), {
      baseline: nameBox.y1 + 80,
      cap: 30,
      maxWidth: 820,
      ink: inks.accent,
      role: 'track',
      tracking: 0.25,
    });
    const place = countryOf(ctx);
    if (place && rng.chance(0.6)) {
      await smallLine(b, ctx, place, {
        baseline: track.y1 + 60,
        cap: 30,
        maxWidth: 600,
        ink: inks.support,
        role: 'detail',
        tracking: 0.45,
      });
    }
  },
};

/**
 * The flourish, and the initials between two ruled hairlines ended by diamonds; returns the y
 * the name starts at.
 */
function ruled(b: ArtBuilder, ctx: TemplateContext, mono: TextLine): number {
  const { inks } = ctx;
  const cx = CENTER_X;
  const fw = 520 * ctx.shrink;
  b.add(
    `<path fill="${inks.accent}" d="${flourish({ x0: cx - fw / 2, y0: 80, x1: cx + fw / 2, y1: 190 })}"/>`,
    [inks.accent],
  );
  const scale = fitScale(mono, 720 * ctx.shrink, 300 * ctx.shrink);
  const cap = capHeight(mono) * scale;
  const ruleTop = 250;
  const baseline = ruleTop + 60 + cap;
  const ruleBottom = baseline + 60;
  const half = 470 * ctx.shrink;
  const rules = [ruleTop, ruleBottom]
    .map(
      (y) =>
        `M${r(cx - half)} ${r(y)}H${r(cx + half)}M${r(cx - half + 40)} ${r(y + (y === ruleTop ? 14 : -14))}H${r(cx + half - 40)}`,
    )
    .join('');
  b.add(`<path fill="none" stroke="${inks.primary}" stroke-width="3" d="${rules}"/>`, [
    inks.primary,
  ]);
  b.add(
    `<path fill="${inks.accent}" d="${[ruleTop, ruleBottom].map((y) => diamond(cx - half - 16, y, 20, 20) + diamond(cx + half + 16, y, 20, 20)).join('')}"/>`,
    [inks.accent],
  );
  b.text(mono, { x: cx, baseline, scale }, { fill: inks.primary }, 'detail');
  return ruleBottom + 90;
}
