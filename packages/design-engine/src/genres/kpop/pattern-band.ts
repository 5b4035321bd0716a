/**
 * K-pop pattern band: the name repeated edge to edge as a band of outlined type (rows offset like
 * a printed tape), the name set big and solid across its middle with the romanisation under it,
 * four-point stars at the ends, and the song small — bold idol graphics, not cute. Seeded: the
 * order — the band over the name, the name over the band, or the name between two shorter bands.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { lineWidth, textLine } from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import { canSetAsTiles, isCased } from '../../text/scripts.ts';
import { block, drawBlock, initials, quoted, smallLine } from '../../templates/common.ts';
import { sparkle } from '../shared/ornaments.ts';

export const kpopPatternBand: Template = {
  id: 'kpop-pattern-band',
  needsImage: false,
  maxGrow: 1.3,
  canSet: (name) => canSetAsTiles(name),
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const parts = { main: ctx.name, alt: ctx.altName };
    // The band repeats a short word: the romanisation or the name, else the initials.
    const word =
      [parts.alt, parts.main].find((w): w is string => !!w && [...w].length <= 16) ??
      initials(parts.main);
    const unit = await textLine(casingFor(faces.display, word), faces.display, 0.04);
    const capOf = unit.baseline - unit.capTop;
    // Rows of 52-unit capitals, smaller for a long word so one copy always fits the band.
    const rowCap = Math.max(
      MIN_TEXT_HEIGHT * 1.2,
      Math.min(52 * ctx.shrink, ((900 * ctx.shrink) / lineWidth(unit)) * capOf),
    );
    const scale = rowCap / capOf;
    // Each copy is followed by a small sparkle, so "AB AB AB" never reads as "ABABAB".
    const sep = rowCap * 1.7;
    const rowW = lineWidth(unit) * scale + sep;
    // A poster has a whole sheet to fill: the band runs deeper there.
    const rows = rng.pick([4, 5]) + (ctx.product === 'poster' ? 7 : 0);
    const order = rng.pick(['band', 'name', 'sandwich'] as const);
    const rowStep = rowCap * 1.75;
    const x0 = CENTER_X - 540 * ctx.shrink;
    const x1 = CENTER_X + 540 * ctx.shrink;
    // Hangul, kana or Han outlined this small fills in when printed: those rows print solid,
    // in the second ink, one solid row in the first.
    const outlined = isCased(word);
    // Whole copies only, each row centred and every other row offset by half a copy, like a
    // printed tape.
    const fits = Math.max(1, Math.floor((x1 - x0 + sep) / rowW));
    /** `n` rows of the repeated word from `top`, one of them solid; returns the band's foot. */
    const band = (top: number, n: number, solidRow: number): number => {
      const markup: string[] = [];
      const solid: string[] = [];
      const stars: string[] = [];
      for (let row = 0; row < n; row += 1) {
        const count = row % 2 === 0 ? fits : Math.max(1, fits - 1);
        const start = CENTER_X - (count * rowW - sep) / 2;
        const baseline = top + rowCap + row * rowStep;
        for (let k = 0; k < count; k += 1) {
          const x = start + k * rowW;
          const at = { x, baseline, scale, align: 'left' } as const;
          if (row === n - 1 - solidRow)
            markup.push(b.textMarkup(unit, at, { fill: inks.support }).markup);
          else if (outlined)
            markup.push(b.textMarkup(unit, at, { stroke: inks.support, strokeWidth: 3 }).markup);
          else solid.push(b.textMarkup(unit, at, { fill: inks.accent }).markup);
          if (k < count - 1)
            stars.push(sparkle(x + rowW - sep / 2, baseline - rowCap / 2, rowCap * 0.36));
        }
      }
      b.add(markup.join(''), [inks.support]);
      if (solid.length > 0) b.add(solid.join(''), [inks.accent]);
      b.add(`<path fill="${inks.accent}" d="${stars.join('')}"/>`, [inks.accent]);
      return top + n * rowStep;
    };
    const bandTop = 110;
    const split = Math.max(2, Math.floor(rows / 2));
    const bandBottom =
      order === 'band'
        ? band(bandTop, rows, rng.int(0, rows - 1))
        : order === 'sandwich'
          ? band(bandTop, split, 0)
          : 40;
    // The hero name over the band's middle, on a clear lane cut through it.
    const name = await block(parts.main, faces.display, {
      maxWidth: 1000 * ctx.shrink,
      maxCap: 200 * ctx.shrink,
      maxHeight: 260 * ctx.shrink,
      maxLines: 2,
      leading: 0.18,
    });
    const nameTop = order === 'name' ? 110 : bandBottom + 70;
    const nameBox = drawBlock(b, name, {
      top: nameTop,
      paint: { fill: inks.primary },
      role: 'name',
    });
    // Two sparkles flank the name: a clear 0.24 in from its letters, within its height (never
    // over the romanisation below), smaller or none when the name leaves no room to the sides.
    const room = Math.min(nameBox.x0, 1200 - nameBox.x1) - 50 - 24;
    const radius = Math.min(46, room / 2, (nameBox.y1 - nameBox.y0) / 2);
    if (radius >= 16)
      b.add(
        `<path fill="${inks.accent}" d="${sparkle(nameBox.x0 - 24 - radius, nameBox.y0 + radius, radius)}${sparkle(nameBox.x1 + 24 + radius, nameBox.y1 - radius, radius)}"/>`,
        [inks.accent],
      );
    let y = nameBox.y1;
    if (parts.alt) {
      const alt = await smallLine(b, ctx, parts.alt, {
        baseline: y + 75,
        cap: 44,
        maxWidth: 800,
        ink: inks.accent,
        role: 'name',
        tracking: 0.55,
      });
      y = alt.y1;
    }
    // Under the name, the band (or the sandwich's second half) before the song.
    if (order !== 'band') {
      // The row touching the name prints solid, as the band's own solid row does over it.
      const n = order === 'name' ? rows : split;
      y = band(y + 70, n, n - 1) - rowCap * 0.5;
    }
    await smallLine(b, ctx, quoted(ctx.track), {
      baseline: y + 75,
      cap: 28,
      maxWidth: 760,
      ink: inks.support,
      role: 'track',
      tracking: 0.35,
    });
  },
};
