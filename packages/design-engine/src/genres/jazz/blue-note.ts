/**
 * Jazz Blue-Note block: an asymmetric record-sleeve composition — the name set flush left and
 * huge across the top (its last line in the second ink), a heavy rule, then the artist in a
 * two-ink duotone (or, without a picture, a stack of rings in the Reid Miles manner) on one side
 * and a numbered tracklist flush left on the other, like a sleeve's back. Seeded: which side
 * the picture takes, and the order — the name over the rule and the picture, or the picture and
 * the list across the top with the name set huge under the rule, as a sleeve's front runs it.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { capHeight, fitScale, textLine } from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import { drawPortrait } from '../../image/portrait-art.ts';
import { r } from '../../svg/num.ts';
import { circle } from '../../svg/shapes.ts';
import { altNameLine, block, smallLine } from '../../templates/common.ts';

export const jazzBlueNote: Template = {
  id: 'jazz-blue-note',
  needsImage: false,
  needsTracks: 3,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const x0 = CENTER_X - 510 * ctx.shrink;
    const x1 = CENTER_X + 510 * ctx.shrink;
    const name = await block(ctx.name, faces.display, {
      maxWidth: (x1 - x0) * ctx.shrink,
      maxCap: 210 * ctx.shrink,
      maxHeight: 520 * ctx.shrink,
      maxLines: 3,
      leading: 0.12,
      breakGain: 1.05,
    });
    const last = name.lines.length - 1;
    /** The name flush left from `top`, its alt line under it; returns its foot. */
    const setName = async (top: number): Promise<number> => {
      const boxes = name.lines.map((line, i) =>
        b.text(
          line,
          { x: x0, baseline: top + (name.baselines[i] ?? 0), scale: name.scale, align: 'left' },
          { fill: i === last && last > 0 ? inks.accent : inks.primary },
          'name',
        ),
      );
      const foot = Math.max(...boxes.map((bx) => bx.y1));
      const alt = await altNameLine(b, ctx, {
        x: x0,
        align: 'left',
        baseline: foot + 70,
        cap: 40,
        maxWidth: x1 - x0,
        ink: inks.primary,
      });
      return alt ? alt.y1 : foot;
    };
    const rule = (y: number): void =>
      b.add(`<path fill="${inks.accent}" d="M${x0} ${r(y)}H${x1}v18H${x0}Z"/>`, [inks.accent]);
    const nameFirst = rng.chance(0.55);
    let blockTop = 90;
    if (nameFirst) {
      const ruleY = (await setName(90)) + 40;
      rule(ruleY);
      blockTop = ruleY + 50;
    }

    const flip = rng.chance(0.5);
    const pw = 480 * ctx.shrink;
    const ph = 440 * ctx.shrink;
    const picX = flip ? x1 - pw : x0;
    const pic = { x0: picX, y0: blockTop, x1: picX + pw, y1: blockTop + ph };
    if (ctx.hasImage) {
      drawPortrait(b, ctx.portrait, {
        treatment: rng.pick(['duotone', 'halftone-dots', 'threshold'] as const),
        inks: [inks.primary, inks.accent],
        garment: inks.garment,
        box: pic,
        shape: 'fade',
        rng,
      });
    } else {
      // A field of dots swelling across the block, Reid Miles style: graphic, not a photo.
      const dots: string[] = [];
      const cols = 7;
      const rowsN = 6;
      const cell = Math.min(pw / cols, ph / rowsN);
      const rising = rng.chance(0.5);
      for (let row = 0; row < rowsN; row += 1) {
        for (let col = 0; col < cols; col += 1) {
          const t = (rising ? col : cols - 1 - col) / (cols - 1);
          const v = row / (rowsN - 1);
          const rad = cell * 0.47 * (0.18 + 0.82 * t) * (0.75 + 0.25 * Math.sin(v * Math.PI));
          dots.push(circle(pic.x0 + (col + 0.5) * cell, pic.y0 + (row + 0.5) * cell, rad));
        }
      }
      b.add(`<path fill="${inks.primary}" d="${dots.join('')}"/>`, [inks.primary]);
    }
    // The tracklist column beside the picture.
    const colX = flip ? x0 : pic.x1 + 50;
    const colW = x1 - x0 - pw - 50;
    let y = pic.y0;
    // Short titles only after the first: a sleeve lists them whole, never cut.
    const others = ctx.tracks.filter((t) => t !== ctx.track && t.length <= 22);
    const titles = [ctx.track, ...others].slice(0, ctx.fit > 0 ? 3 : 4);
    // Numbers hang in their own column: a title that wraps continues under its first word,
    // not under the number.
    const indent = 58;
    for (const [i, title] of titles.entries()) {
      const ink = i === 0 ? inks.accent : inks.primary;
      await smallLine(b, ctx, `${i + 1}.`, {
        x: colX,
        align: 'left',
        baseline: y + 40,
        cap: 28,
        maxWidth: indent - 10,
        ink,
        role: 'detail',
        tracking: 0,
      });
      const line = await smallLine(b, ctx, title, {
        x: colX + indent,
        align: 'left',
        baseline: y + 40,
        cap: 28,
        maxWidth: colW - indent,
        ink,
        role: i === 0 ? 'track' : 'detail',
        tracking: 0.1,
      });
      y = line.y1 + 24;
    }
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="3" d="M${r(colX)} ${r(y + 20)}h${r(colW)}"/>`,
      [inks.primary],
    );
    const place = ctx.details[1] ?? ctx.details[0];
    if (place) {
      // A short place name is never split ("UNITED / STATES"): the tracking gives way first.
      const face = ctx.faces.support;
      let tracking = 0.4;
      for (const t of [0.4, 0.25, 0.12, 0]) {
        tracking = t;
        const line = await textLine(casingFor(face, place), face, t);
        if (fitScale(line, colW, 30) * capHeight(line) >= MIN_TEXT_HEIGHT * 1.12) break;
      }
      y = (
        await smallLine(b, ctx, place, {
          x: colX,
          align: 'left',
          baseline: y + 90,
          cap: 30,
          maxWidth: colW,
          ink: inks.support,
          role: 'detail',
          tracking,
        })
      ).y1;
    }
    if (!nameFirst) {
      // The sleeve's front order: the block on top, the rule, then the name huge.
      const ruleY = Math.max(pic.y1, y) + 50;
      rule(ruleY);
      await setName(ruleY + 18 + 60 + name.cap * 0.02);
    }
  },
};
