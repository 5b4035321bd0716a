/**
 * Neutral, editorial: a magazine-cover lockup that suits any genre. Hairlines above and below;
 * the name set big with its words staggered — alternately flush left and flush right — so the
 * type itself makes the shape; the track and the country in small capitals on the top rule, an
 * accent bar on the bottom one. Seeded: which side leads, bar position, rule weight.
 */
import type { Template } from '../../layout/template.ts';
import { fitBlock, type TextBlock } from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import { drawBlock, nameBlock } from '../../templates/common.ts';
import { altNameLine, countryOf, oneLineList } from '../shared/art.ts';

const LEFT = 110;
const RIGHT = 1090;

export const neutralEditorial: Template = {
  id: 'neutral-editorial',
  needsImage: false,
  maxGrow: 1.4,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const leadLeft = rng.chance(0.5);
    const rule = rng.pick([4, 6]);

    // Top rule with the track (left) and the country (right) sitting on it.
    let y = 120;
    await oneLineList(b, [ctx.track], {
      face: ctx.faces.support,
      x: LEFT,
      align: 'left',
      top: y - 18,
      step: 0,
      cap: 30,
      maxWidth: 600,
      tracking: 0.2,
      inks: [inks.accent],
      max: 1,
    });
    const country = countryOf(ctx);
    if (country) {
      await oneLineList(b, [country], {
        face: ctx.faces.support,
        x: RIGHT,
        align: 'right',
        top: y - 18,
        step: 0,
        cap: 30,
        maxWidth: 330,
        tracking: 0.2,
        inks: [inks.support],
        max: 1,
      });
    }
    b.add(`<path fill="${inks.primary}" d="M${LEFT} ${y}H${RIGHT}v${rule}H${LEFT}Z"/>`, [
      inks.primary,
    ]);
    y += 60;

    // Words staggered left and right; names of one word (or non-spaced scripts) centre.
    // Short words ("&", "The", "of") ride with their neighbour instead of standing alone.
    const words: string[] = [];
    let carry = '';
    for (const word of ctx.name.split(/\s+/).filter(Boolean)) {
      if ([...word].length <= 3 && !carry) carry = word;
      else {
        words.push(carry ? `${carry} ${word}` : word);
        carry = '';
      }
    }
    if (carry) words.push(carry);
    let bottom = y;
    if (words.length >= 2 && words.length <= 4) {
      const fits: TextBlock[] = await Promise.all(
        words.map((w) =>
          fitBlock(casingFor(faces.display, w), faces.display, {
            maxWidth: (RIGHT - LEFT) * 0.86 * s,
            maxCap: (words.length > 2 ? 170 : 220) * s,
            maxHeight: 240 * s,
            maxLines: 1,
          }),
        ),
      );
      const cap = Math.min(...fits.map((f) => f.cap));
      for (const [i, word] of words.entries()) {
        const fitted = await fitBlock(casingFor(faces.display, word), faces.display, {
          maxWidth: (RIGHT - LEFT) * 0.86 * s,
          maxCap: cap,
          maxHeight: cap * 1.2,
          maxLines: 1,
        });
        const left = (i % 2 === 0) === leadLeft;
        const box = drawBlock(b, fitted, {
          x: left ? LEFT : RIGHT,
          align: left ? 'left' : 'right',
          top: y,
          paint: { fill: inks.primary },
          role: 'name',
        });
        y = box.y1 + cap * 0.18;
        bottom = box.y1;
      }
      bottom = await altNameLine(b, ctx, {
        top: bottom + 24,
        cap: 32,
        maxWidth: RIGHT - LEFT,
        ink: inks.primary,
      });
    } else {
      const name = await nameBlock(ctx, faces.display, {
        maxWidth: (RIGHT - LEFT) * s,
        maxCap: 240 * s,
        maxHeight: 480 * s,
        maxLines: 3,
        leading: 0.16,
      });
      bottom = drawBlock(b, name, { top: y, paint: { fill: inks.primary }, role: 'name' }).y1;
    }

    // Bottom rule with an accent bar.
    const by = bottom + 60;
    b.add(`<path fill="${inks.primary}" d="M${LEFT} ${by}H${RIGHT}v${rule}H${LEFT}Z"/>`, [
      inks.primary,
    ]);
    const barW = 180;
    const bx = leadLeft ? RIGHT - barW : LEFT;
    b.add(`<path fill="${inks.accent}" d="M${bx} ${by + rule + 14}h${barW}v22h${-barW}Z"/>`, [
      inks.accent,
    ]);
  },
};
