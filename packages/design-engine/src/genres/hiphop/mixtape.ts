/**
 * Hip hop, mixtape: a 2000s street-mixtape CD cover. The artist's picture big in two-tone at
 * the top, a starburst slapped on its corner with the count of tracks listed ("6 TRACKS")
 * knocked out of it — true, never an invented volume number — the
 * name over the picture's foot in heavy capitals with a deep 3D extrusion in the accent (cut
 * back from the letters by a line of shirt), then the tracks as a numbered two-column list and
 * the country between stars. Needs the artist's image. Seeded: treatment, picture edge, burst
 * side, height (top corner or low over the name) and spikes, extrusion direction.
 */
import { drawPortrait, type PortraitTreatment } from '../../image/portrait-art.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { capHeight, fitScale, lineWidth, textLine } from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { circle, star } from '../../svg/shapes.ts';
import { drawBlock, fitLineWithin, knockout, nameBlock } from '../../templates/common.ts';
import { flankedLine } from '../shared/flanked-line.ts';
import { countryOf, trackList } from '../shared/art.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { probeNameLines } from '../shared/name-probe.ts';
import { trackColumns, type TrackColumnsOptions } from './track-columns.ts';

/**
 * The titles `trackColumns` will print: it skips any that would need a break or fall under the
 * printable minimum, by the same measure, so a count of tracks matches the list exactly.
 */
async function oneLineTitles(titles: readonly string[], o: TrackColumnsOptions): Promise<string[]> {
  const kept: string[] = [];
  for (const title of titles) {
    const num = await textLine(String(kept.length + 1).padStart(2, '0'), o.face, o.tracking);
    const text = await textLine(casingFor(o.face, title), o.face, o.tracking);
    const numWidth = lineWidth(num) * (o.cap / capHeight(num)) + o.cap * 0.6;
    const scale = fitScale(text, o.width - numWidth, o.cap);
    if (scale * capHeight(text) >= MIN_TEXT_HEIGHT * 1.12 * 0.999) kept.push(title);
  }
  return kept;
}

/**
 * The titles the sleeve lists and the columns they are set in: two columns of one-line titles,
 * or, when no title fits a column (long titles), up to three in one column as wide as both, so
 * the design's own song is still listed. Empty when no title fits even that, or when the artist
 * has no tracks.
 */
async function sleeveListing(
  ctx: TemplateContext,
  columns: TrackColumnsOptions,
): Promise<{ titles: string[]; columns: TrackColumnsOptions }> {
  // Without tracks the design's "track" is the artist's name: listing it would be untrue.
  if (ctx.tracks.length === 0) return { titles: [], columns };
  const titles = await oneLineTitles(trackList(ctx, 6), columns);
  if (titles.length >= FULL_LIST) return { titles, columns };
  // Long titles skipped in the columns: one column as wide as both, when it lists more.
  const wide = { ...columns, width: columns.width * 2 + columns.gutter };
  const wideTitles = await oneLineTitles(trackList(ctx, 3), wide);
  return wideTitles.length > titles.length
    ? { titles: wideTitles, columns: wide }
    : { titles, columns };
}

/** From this many titles the sleeve lists, the burst counts them ("4 TRACKS"); else "MIX TAPE". */
const FULL_LIST = 3;

export const hiphopMixtape: Template = {
  id: 'hiphop-mixtape',
  needsImage: true,
  needsTracks: 3,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    // The picture leans toward the burst's side; the CD slides out of the sleeve on the other.
    const right = rng.chance(0.55);
    const side = right ? 1 : -1;
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 1000 * s,
      maxCap: 250 * s,
      maxHeight: 470 * s,
      // Long names take a third line rather than shrinking under the picture.
      maxLines: [...ctx.name].length > 24 ? 3 : 2,
      leading: 0.08,
      breakGain: 1.0,
      // The extrusion hangs below each line: the next line must clear it.
      inkGap: 0.32,
    });

    // The picture first in the plan, the name over its faded foot.
    // A tall (three-line) name takes its room from the picture, so the whole still fits.
    const picBottom = 800 - Math.max(0, name.height - 420);
    const pic = {
      x0: CENTER_X - 380 + side * 50,
      y0: 60,
      x1: CENTER_X + 380 + side * 50,
      y1: picBottom,
    };
    const nameTop = pic.y1 - Math.min(170, name.cap * 0.75);
    const placed = probeNameLines(b, name, nameTop);
    const letters = placed.map((p) => p.markup).join('');

    // The extrusion: the letters stacked down and to one side, a step at a time, like chrome
    // WordArt on a burned CD. Deep enough to read as 3D, not a drop shadow.
    const dir = rng.chance(0.5) ? 1 : -1;
    const depth = Math.max(14, name.cap * 0.13);
    const steps = Math.ceil(depth / 3);
    const layers = Array.from({ length: steps }, (_, k) => {
      const t = ((k + 1) / steps) * depth;
      return `<g transform="translate(${r(dir * t * 0.8)} ${r(t)})">${letters}</g>`;
    }).join('');
    const gap = Math.max(8, name.cap * 0.045);
    const extrusion = `${letters}${layers}`;

    // The tracklist's titles first: the burst counts them, and is not drawn when there are none.
    const columns = {
      face: faces.support,
      center: CENTER_X,
      width: 430,
      gutter: 70,
      top: 0,
      step: 60,
      cap: 36,
      tracking: 0.08,
      numberInk: inks.accent,
      titleInk: inks.support,
    };
    const listing = await sleeveListing(ctx, columns);

    const br = 150;
    // The burst on the sleeve's top corner, or (seeded) low on its corner just over the name,
    // like the price sticker on the shrink-wrap: the picture's head then stands clear.
    const low = rng.chance(0.5);
    const bx = right ? pic.x1 - (low ? 40 : 80) : pic.x0 + (low ? 40 : 80);
    const by = low ? Math.max(pic.y0 + 90, nameTop - br - 20) : pic.y0 + 90;
    const burst = star(bx, by, br, br * 0.8, rng.pick([16, 18, 20]), rng.range(-100, -80));

    // Everything but the name stops short of the letters and their extrusion, and of the burst.
    const clear = cutAwayMask(
      b,
      'clear',
      `${swollen(extrusion, (gap * 2.4) / name.scale)}${listing.titles.length > 0 ? `<path fill="#000" stroke="#000" stroke-width="28" d="${burst}"/>` : ''}`,
    );
    b.add(`<g mask="url(#${clear})">`, []);
    // The disc: grooves and a hub in hairlines, behind the picture, cut back from its middle.
    const dr = 220;
    const dcx = side > 0 ? pic.x0 + 50 : pic.x1 - 50;
    const dcy = pic.y0 + 300;
    const grooves = [dr, dr - 8];
    for (let g = dr - 34; g > dr * 0.42; g -= 16) grooves.push(g);
    const core = cutAwayMask(
      b,
      'core',
      `<rect x="${r(pic.x0 + 150)}" y="${r(pic.y0)}" width="${r(pic.x1 - pic.x0 - 300)}" height="${r(pic.y1 - pic.y0)}" rx="60" fill="#000"/>`,
    );
    b.add(
      `<g mask="url(#${core})" fill="none" stroke="${inks.support}"><path stroke-width="3" d="${grooves.map((g) => circle(dcx, dcy, g)).join('')}"/><path stroke-width="10" d="${circle(dcx, dcy, dr * 0.3)}"/><path stroke-width="4" d="${circle(dcx, dcy, dr * 0.12)}"/></g>`,
      [inks.support],
    );
    const treatment: PortraitTreatment = rng.pick(['halftone-dots', 'duotone', 'threshold']);
    drawPortrait(b, ctx.portrait, {
      treatment,
      inks: [inks.primary, inks.accent],
      garment: inks.garment,
      box: pic,
      shape: rng.pick(['fade', 'torn'] as const),
      rng: rng.fork('picture'),
    });
    b.add('</g>', []);

    // The extrusion in the accent, cut back from the face of the letters.
    const face = cutAwayMask(b, 'face', swollen(letters, (gap * 2) / name.scale));
    b.add(
      `<g mask="url(#${face})" fill="${inks.accent}">${layers.replace(/fill="#000"/g, '')}</g>`,
      [inks.accent],
    );
    const nameBox = drawBlock(b, name, {
      top: nameTop,
      paint: { fill: inks.primary },
      role: 'name',
    });

    // The tracklist, two columns, as on the back of the case (one wide column for long titles).
    let y = nameBox.y1 + depth + 50;
    const { titles } = listing;
    const list = await trackColumns(b, titles, { ...listing.columns, top: y });

    // The burst carries a true fact: how many tracks this sleeve lists — never "0 TRACKS", and
    // not a short count ("2 TRACKS" read as filler on a four-song artist's sleeve): then the
    // sleeve's own word.
    if (titles.length > 0) {
      const counted = titles.length >= FULL_LIST;
      const count = await fitLineWithin(
        counted ? String(titles.length) : 'MIX',
        faces.display,
        0,
        br * (counted ? 1 : 1.3),
        96,
      );
      const label = await fitLineWithin(
        counted ? 'TRACKS' : 'TAPE',
        faces.support,
        0.12,
        br * 1.2,
        32,
      );
      knockout(b, burst, inks.accent, [
        { line: count.line, at: { x: bx, baseline: by + 30, scale: count.scale }, role: 'detail' },
        { line: label.line, at: { x: bx, baseline: by + 78, scale: label.scale }, role: 'detail' },
      ]);
    }
    y = (list?.y1 ?? y) + 50;
    const country = countryOf(ctx);
    if (country) {
      await flankedLine(
        b,
        ctx,
        country,
        {
          baseline: y + 36,
          cap: 36,
          maxWidth: 700,
          ink: inks.primary,
          role: 'detail',
          tracking: 0.4,
        },
        inks.accent,
        (x, side) => star(x + side * 50, y + 18, 20, 8),
      );
    }
  },
};
