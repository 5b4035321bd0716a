/**
 * K-pop tracklist: the back cover of an album, printed. A "concept" panel of clean geometry
 * (an orbit with a crossing hairline, a dot screen with a cut-out sun, or stacked era bars) with
 * register crosses, the name flush left in the wide face with its romanisation under it, the
 * artist's real tracks numbered in the grotesque (this design's song in the accent, a sparkle
 * beside it) and a barcode strip at the foot with the country — the polished, concept-driven look
 * of an idol album's packaging, not a poster. Seeded: concept panel, and the sleeve's order —
 * the concept panel over the name and the list (an album back); the name as the header over the
 * list with the panel as the sleeve's foot band; or a single's back: the name over a taller panel
 * and only this design's song, numbered 01, set large (headed "track": the engine cannot know
 * whether the song was released as a single).
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { capHeight, fitScale, lineWidth, textLine } from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import { r } from '../../svg/num.ts';
import { circle } from '../../svg/shapes.ts';
import { nameLockup, smallLine } from '../../templates/common.ts';
import { countryOf } from '../shared/art.ts';
import { sparkle } from '../shared/ornaments.ts';

/** A printer's register cross (a hairline cross in a small ring). */
function register(x: number, y: number, s: number): string {
  return `M${r(x - s)} ${r(y)}H${r(x + s)}M${r(x)} ${r(y - s)}V${r(y + s)}${circle(x, y, s * 0.55)}`;
}

/** The concept panel between x0 and x1, from y0, `h` tall; one of three graphic systems. */
function conceptPanel(
  ctx: TemplateContext,
  b: ArtBuilder,
  x0: number,
  x1: number,
  y0: number,
  h: number,
): void {
  const { inks, rng } = ctx;
  const w = x1 - x0;
  const kind = rng.pick(['orbit', 'screen', 'bars'] as const);
  const cy = y0 + h / 2;
  if (kind === 'orbit') {
    // A heavy ring right of centre, a solid accent disc eclipsing its lower left, and a hairline
    // across the whole panel through the ring's centre.
    const R = h * 0.46;
    const cx = x0 + w * 0.62;
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="12" d="${circle(cx, cy, R)}"/><path fill="none" stroke="${inks.primary}" stroke-width="3" d="M${r(x0)} ${r(cy)}H${r(x1)}${circle(cx, cy, R * 0.72)}"/>`,
      [inks.primary],
    );
    b.add(`<path fill="${inks.accent}" d="${circle(cx - R * 0.62, cy + R * 0.3, R * 0.42)}"/>`, [
      inks.accent,
    ]);
    b.add(`<path fill="${inks.support}" d="${sparkle(x0 + w * 0.16, y0 + h * 0.2, h * 0.1)}"/>`, [
      inks.support,
    ]);
  } else if (kind === 'screen') {
    // A dot screen across the panel with a sun cut out of it, the sun drawn as an accent ring
    // around a solid core: a halftone print's concept art.
    const step = 34;
    const sunX = x0 + w * rng.pick([0.3, 0.7]);
    const sunR = h * 0.36;
    const dots: string[] = [];
    for (let y = y0 + step / 2; y < y0 + h; y += step) {
      for (let x = x0 + step / 2; x < x1; x += step) {
        if (Math.hypot(x - sunX, y - cy) < sunR + 26) continue;
        // Clear of the register crosses in two corners.
        if (Math.hypot(x - x0, y - y0) < 60 || Math.hypot(x - x1, y - y0 - h) < 60) continue;
        const fall = 1 - Math.abs(x - sunX) / w;
        dots.push(circle(x, y, 3 + 5 * fall * fall));
      }
    }
    b.add(`<path fill="${inks.support}" d="${dots.join('')}"/>`, [inks.support]);
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="8" d="${circle(sunX, cy, sunR)}"/>`,
      [inks.accent],
    );
    b.add(`<path fill="${inks.primary}" d="${circle(sunX, cy, sunR * 0.62)}"/>`, [inks.primary]);
  } else {
    // Era bars: three horizontal bars of falling length flush left (the album's colour code) and a
    // ring at the right, a hairline tying them.
    const bh = h * 0.16;
    const gap = h * 0.1;
    const top = cy - (3 * bh + 2 * gap) / 2;
    const lengths = [0.62, 0.46, 0.3];
    const colours = [inks.primary, inks.support, inks.accent];
    lengths.forEach((f, i) => {
      const y = top + i * (bh + gap);
      b.add(
        `<path fill="${colours[i]}" d="M${r(x0)} ${r(y)}h${r(w * f)}v${r(bh)}h${r(-w * f)}Z"/>`,
        [colours[i] as string],
      );
    });
    const ringX = x1 - h * 0.36;
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="12" d="${circle(ringX, cy, h * 0.3)}"/><path fill="none" stroke="${inks.primary}" stroke-width="3" d="M${r(x0 + w * 0.66)} ${r(cy)}H${r(ringX - h * 0.3)}"/>`,
      [inks.primary],
    );
    b.add(`<path fill="${inks.accent}" d="${sparkle(ringX, cy, h * 0.16)}"/>`, [inks.accent]);
  }
  b.add(
    `<path fill="none" stroke="${inks.support}" stroke-width="3" d="${register(x0 + 14, y0 + 14, 14)}${register(x1 - 14, y0 + h - 14, 14)}"/>`,
    [inks.support],
  );
}

/** A barcode-like strip whose bars come from the name's letters (decoration, not a real code). */
function barcode(name: string, x0: number, y0: number, w: number, h: number): string {
  let seed = 2166136261;
  for (const ch of name) seed = Math.imul(seed ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0;
  const bars: string[] = [];
  let x = x0;
  while (x < x0 + w) {
    seed = Math.imul(seed ^ (seed >>> 15), 2246822507) >>> 0;
    const bw = 4 + (seed % 3) * 4;
    if (x + bw > x0 + w) break;
    bars.push(`M${r(x)} ${r(y0)}h${bw}v${r(h)}h${-bw}Z`);
    x += bw + 5 + ((seed >>> 8) % 2) * 4;
  }
  return bars.join('');
}

export const kpopTracklist: Template = {
  id: 'kpop-tracklist',
  needsImage: false,
  needsTracks: 3,
  maxGrow: 1.2,
  async layout(ctx, b) {
    const { inks } = ctx;
    const k = ctx.shrink;
    const W = 900 * k;
    const x0 = CENTER_X - W / 2;
    const x1 = CENTER_X + W / 2;
    const top = 90;
    const order = ctx.rng.pick(['album', 'header', 'single'] as const);
    // The header: the list's label over a rule. A lone song is headed as a track, never as a
    // "single": whether it was released as one is not something the engine knows.
    const label = await smallLine(b, ctx, order === 'single' ? 'Track' : 'Tracklist', {
      x: x0,
      align: 'left',
      baseline: top + 30,
      cap: 30,
      maxWidth: W - 200,
      ink: inks.support,
      role: 'detail',
      tracking: 0.4,
    });
    // Colour chips at the right, the era's three inks, as on a sleeve's printer's strip.
    const chip = 26;
    [inks.primary, inks.support, inks.accent].forEach((ink, i) => {
      const cx0 = x1 - (3 - i) * (chip + 12) + 12;
      b.add(`<path fill="${ink}" d="M${r(cx0)} ${r(top)}h${chip}v${chip + 4}h${-chip}Z"/>`, [ink]);
    });
    const ruleY = label.y1 + 22;
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="5" d="M${r(x0)} ${r(ruleY)}H${r(x1)}"/>`,
      [inks.primary],
    );

    /** The name flush left from `at`; returns the y of the hairline under it. */
    const name = async (at: number): Promise<number> => {
      const { box } = await nameLockup(b, ctx, {
        x: x0,
        align: 'left',
        top: at,
        maxWidth: W,
        maxCap: 190 * k,
        maxHeight: 330 * k,
        maxLines: 2,
        leading: 0.18,
        breakGain: 1.1,
        tracking: 0.02,
        paint: { fill: inks.primary },
      });
      const rule = box.y1 + 40;
      b.add(
        `<path fill="none" stroke="${inks.support}" stroke-width="3" d="M${r(x0)} ${r(rule)}H${r(x1)}"/>`,
        [inks.support],
      );
      return rule;
    };

    let y: number;
    if (order === 'album') {
      const panelTop = ruleY + 40;
      const panelH = 330 * k;
      conceptPanel(ctx, b, x0, x1, panelTop, panelH);
      y = await trackRows(ctx, b, (await name(panelTop + panelH + 70)) + 30, x0, W, 5, 1);
    } else if (order === 'header') {
      const listTop = (await name(ruleY + 60)) + 30;
      const listed = await trackRows(ctx, b, listTop, x0, W, 4, 1);
      const panelH = 260 * k;
      conceptPanel(ctx, b, x0, x1, listed + 30, panelH);
      y = listed + 30 + panelH;
    } else {
      const panelTop = (await name(ruleY + 60)) + 50;
      const panelH = 420 * k;
      conceptPanel(ctx, b, x0, x1, panelTop, panelH);
      y = await trackRows(ctx, b, panelTop + panelH + 50, x0, W, 1, 1.8);
    }

    // The foot: a barcode strip left, the country small beside it.
    const footTop = y + 30;
    const bw = 280 * k;
    const bh = 80 * k;
    b.add(`<path fill="${inks.primary}" d="${barcode(ctx.name, x0, footTop, bw, bh)}"/>`, [
      inks.primary,
    ]);
    const country = countryOf(ctx);
    if (country)
      await smallLine(b, ctx, country, {
        x: x1,
        align: 'right',
        baseline: footTop + bh,
        cap: 28,
        maxWidth: W - bw - 60,
        ink: inks.support,
        role: 'detail',
        tracking: 0.3,
      });
  },
};

/**
 * The artist's tracks in their own order (up to `max`; with 1, this design's song alone),
 * numbered in a column of their own (so a right-to-left title never swaps sides with its
 * number); this design's song in the accent with a sparkle. Every title is set at the digits'
 * size (`size` times the list's), smaller only to fit; one too long for a clean line is left
 * out (the list never breaks or truncates). Returns the y under the last row.
 */
async function trackRows(
  ctx: TemplateContext,
  b: ArtBuilder,
  top: number,
  x0: number,
  W: number,
  max: number,
  size: number,
): Promise<number> {
  const { inks, faces } = ctx;
  const k = ctx.shrink * size;
  const titles = [...new Set([...ctx.tracks, ctx.track])].filter((t) => t.length > 0);
  const own = titles.indexOf(ctx.track);
  const shown =
    max === 1
      ? [ctx.track]
      : own >= max
        ? [...titles.slice(0, max - 1), ctx.track]
        : titles.slice(0, max);
  const step = 66 * k;
  // The number column is as wide as the widest number in this face, plus a clear gap.
  const widest = await textLine('05', faces.support, 0.12);
  const numCap = Math.max(38 * k, MIN_TEXT_HEIGHT * 1.12);
  const numW = lineWidth(widest) * (numCap / capHeight(widest)) + 30 * k;
  let y = top;
  let n = 0;
  for (const title of shown) {
    const num = await textLine(String(n + 1).padStart(2, '0'), faces.support, 0.12);
    const unit = numCap / capHeight(num);
    const line = await textLine(casingFor(faces.support, title), faces.support, 0.12);
    const scale = Math.min(unit, fitScale(line, W - numW - 70 * k, 1e6));
    if (scale * capHeight(line) < MIN_TEXT_HEIGHT * 1.12 * 0.999) continue;
    const mine = title === ctx.track;
    const ink = mine ? inks.accent : inks.primary;
    const baseline = y + 38 * k;
    b.text(
      num,
      { x: x0, align: 'left', baseline, scale: unit },
      { fill: mine ? inks.accent : inks.support },
      'detail',
    );
    const box = b.text(
      line,
      { x: x0 + numW, align: 'left', baseline, scale },
      { fill: ink },
      mine ? 'track' : 'detail',
    );
    if (mine) {
      const s = 38 * k * 0.6;
      b.add(`<path fill="${inks.accent}" d="${sparkle(box.x1 + 22 + s, baseline - 17 * k, s)}"/>`, [
        inks.accent,
      ]);
    }
    y += step;
    n += 1;
  }
  return y;
}
