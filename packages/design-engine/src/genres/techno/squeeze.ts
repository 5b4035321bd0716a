/**
 * Techno, squeeze: the name as a repeated pattern — one row set full width in the accent, the
 * rows above and below it the same name squeezed narrower and narrower (hairline outlines, then
 * solid), so the stack swells like a kick drum's envelope; the track and the country in mono
 * under a hairline. Seeded: row count, solid or outlined echoes, where the full row sits, and
 * the squeeze: 'narrow' (the echoes pinched in width, a spindle of type) or 'flatten' (each echo
 * full width but pressed flatter the further it is from the hero row, like a compressor's
 * gain curve drawn in letters).
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { capHeight, fitScale, lineWidth, textLine } from '../../layout/text-line.ts';
import { r } from '../../svg/num.ts';
import { casingFor } from '../../style/styles.ts';
import { countryOf, oneLineList } from '../shared/art.ts';
import { pickArrangement } from '../shared/arrangement.ts';

export const SQUEEZE_ARRANGEMENTS = ['narrow', 'flatten'] as const;

export const technoSqueeze: Template = {
  id: 'techno-squeeze',
  needsImage: false,
  maxGrow: 1.4,
  // The pattern needs a word to squeeze: very short names make a thin column, very long ones a
  // stack of tiny rows.
  canSet: (name) => [...name.trim()].length >= 4 && [...name.trim()].length <= 20,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const face = faces.display;
    const line = await textLine(casingFor(face, ctx.name), face, 0.04);
    const width = 1000 * s;
    const flatten = pickArrangement(ctx, SQUEEZE_ARRANGEMENTS) === 'flatten';
    // Pressed rows are short: fewer of them, so the stack stays a block and not a sliver.
    const rows = flatten ? rng.pick([5, 6, 7]) : rng.pick([7, 9, 11]);
    // As wide as the print allows, as long as the whole stack stays a chest-sized block.
    const scale = fitScale(line, width, Math.min(220, 1150 / (rows * 1.28)) * s);
    const cap = capHeight(line) * scale;
    const hero = rng.pick([Math.floor(rows / 2), rows - 1, 0]);
    const outlined = rng.chance(0.5);
    const step = cap * 1.28;
    const top = 80;
    // Flattened rows take less height: the stack runs by each row's own pressed height.
    let y = top;
    let bottom = top;
    for (let i = 0; i < rows; i += 1) {
      const distance = Math.abs(i - hero) / Math.max(hero, rows - 1 - hero, 1);
      const squeeze = i === hero ? 1 : Math.max(0.12, 0.86 * (1 - distance) ** 1.4);
      // Pressing is gentler than pinching: a flattened echo keeps a readable height.
      const press = i === hero ? 1 : Math.max(0.3, 1 - 0.7 * distance);
      const rowCap = flatten ? cap * press : cap;
      const baseline = y + rowCap;
      y += flatten ? rowCap + cap * 0.24 : step;
      bottom = baseline;
      const at = { x: CENTER_X, baseline, scale };
      if (i === hero) {
        b.text(line, at, { fill: inks.accent }, 'name');
        continue;
      }
      const paint = outlined
        ? // 4.5 units (1.1 mm printed): hairline rows vanished on the shirt.
          { stroke: inks.primary, strokeWidth: 4.5 }
        : { fill: i % 2 === 0 ? inks.primary : inks.support };
      const { markup } = b.textMarkup(line, at, paint);
      const transform = flatten
        ? `translate(0 ${r(baseline)}) scale(1 ${press.toFixed(4)}) translate(0 ${r(-baseline)})`
        : `translate(${r(CENTER_X)} 0) scale(${squeeze.toFixed(4)} 1) translate(${r(-CENTER_X)} 0)`;
      b.add(`<g transform="${transform}">${markup}</g>`, [
        paint.fill ?? paint.stroke ?? inks.primary,
      ]);
    }
    bottom += cap * 0.4;
    const ruleW = Math.max(500, lineWidth(line) * scale);
    b.add(
      `<path fill="${inks.support}" d="M${r(CENTER_X - ruleW / 2)} ${r(bottom + 40)}h${r(ruleW)}v3h${r(-ruleW)}Z"/>`,
      [inks.support],
    );
    const country = countryOf(ctx);
    const lines = [ctx.track, ...(country ? [country] : [])];
    await oneLineList(b, lines, {
      face: 'spaceMono',
      x: CENTER_X,
      align: 'center',
      top: bottom + 110,
      step: 52,
      cap: 32,
      maxWidth: ruleW,
      tracking: 0.24,
      inks: [inks.primary, inks.support],
      max: 2,
    });
  },
};
