/**
 * Techno, timetable: a warehouse-night running order. A hazard band of diagonal stripes over
 * the top, the name flush left in heavy tight lines, then a strict grid under a "RUNNING ORDER"
 * head — one column per track in hairlines — where each of the artist's tracks is a slot: its
 * number (01–04) and title in mono, and a bar across its column, stepping down like a Gantt
 * chart (this design's track lit in the accent). A closing rule carries the count of tracks and
 * the country. No venue, no date and no clock times: only the artist's true tracks in order.
 * Seeded: stripe pitch, and where the hazard stripes run: 'bands' across the top and the foot
 * (as above) or a 'column' — one tall striped post down the left edge, like the marking on a
 * warehouse pillar, with everything hung flush from it.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { Template } from '../../layout/template.ts';
import { capHeight, fitScale, lineWidth, textLine } from '../../layout/text-line.ts';
import { r } from '../../svg/num.ts';
import { upperCase } from '../../text/scripts.ts';
import { nameLockup, smallLine } from '../../templates/common.ts';
import type { Box } from '../../svg/box.ts';
import { countryOf, trackList } from '../shared/art.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { pickArrangement } from '../shared/arrangement.ts';

const LEFT = 100;
const RIGHT = 1100;
/** Mono cap height: the grid is the art's full width, so a poster prints it at ~0.9 of this. */
const SMALL = 32;
/** The slots' mono: four lines set large read as a running order, five small ones as a wall. */
const SLOT = 42;

/**
 * 45° hazard stripes filling the rectangle [x0, x1] × [y0, y1]: a pattern fill rather than
 * clipped stripes, so the art's measured size is the band's own (clipped stripes reach past it,
 * and the layout would shrink to make room for what is never printed).
 */
function hazardStripes(
  b: ArtBuilder,
  ink: string,
  box: Box,
  pitch: number,
  lean: 'up' | 'down',
): void {
  const id = b.uid('hz');
  b.def(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${r(pitch)}" height="${r(pitch)}" patternTransform="rotate(${lean === 'up' ? 45 : -45})"><path fill="${ink}" d="M0 0h${r(pitch / 2)}v${r(pitch)}H0Z"/></pattern>`,
  );
  b.add(
    `<path fill="url(#${id})" d="M${r(box.x0)} ${r(box.y0)}H${r(box.x1)}V${r(box.y1)}H${r(box.x0)}Z"/>`,
    [ink],
  );
}

/** A band of hazard stripes across [x0, RIGHT] × [y0, y0 + h]. */
function hazard(b: ArtBuilder, ink: string, x0: number, y0: number, h: number, pitch: number) {
  hazardStripes(b, ink, { x0, y0, x1: RIGHT, y1: y0 + h }, pitch, 'up');
}

/** A post of hazard stripes down [x0, x0 + w] × [y0, y1]. */
function hazardPost(
  b: ArtBuilder,
  ink: string,
  x0: number,
  w: number,
  y0: number,
  y1: number,
  pitch: number,
) {
  hazardStripes(b, ink, { x0, y0, x1: x0 + w, y1 }, pitch, 'down');
}

export const TIMETABLE_ARRANGEMENTS = ['bands', 'column'] as const;

export const technoTimetable: Template = {
  id: 'techno-timetable',
  needsImage: false,
  needsTracks: 3,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const pitch = rng.pick([34, 44]);
    const column = pickArrangement(ctx, TIMETABLE_ARRANGEMENTS) === 'column';
    // The post stands at the old left edge; the content hangs from a line right of it.
    const left = column ? LEFT + 140 : LEFT;
    if (!column) hazard(b, inks.accent, left, 70, 44, pitch);

    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: (RIGHT - left) * s,
      maxCap: 260 * s,
      maxHeight: 400 * s,
      maxLines: 3,
      leading: 0.12,
      breakGain: 1.05,
      x: left,
      align: 'left',
      top: column ? 90 : 174,
      paint: { fill: inks.primary },
    });

    // The running order: one equal column per track, the slots stepping down in order. No
    // clock times — set times would be invented.
    const tracks = trackList(ctx, 4);
    const n = Math.max(1, tracks.length);
    const gridTop = nameBox.y1 + 90;
    const rowStep = 104;
    const gridBottom = gridTop + 70 + Math.max(3, tracks.length) * rowStep;
    const xAt = (slot: number): number => left + ((RIGHT - left) * slot) / n;

    const head = await textLine('RUNNING ORDER', 'spaceMono', 0.2);
    b.text(
      head,
      { x: left, align: 'left', baseline: gridTop, scale: fitScale(head, RIGHT - left, SMALL) },
      { fill: inks.support },
      'detail',
    );

    // Each slot: its number and title above its bar. Titles too long for the line are left
    // out (the slot keeps its number and bar), so the grid stays a clean column of mono lines.
    let y = gridTop + 70;
    const bars: string[] = [];
    const texts: Box[] = [];
    let lit = '';
    for (const [i, track] of tracks.entries()) {
      const x0 = xAt(i);
      const x1 = xAt(i + 1);
      // The number and the title are separate lines, so a right-to-left title never swaps sides
      // with its number. The pair starts at the slot while it fits, else slides left.
      const fill = i === 0 ? inks.accent : inks.primary;
      const role = i === 0 ? 'track' : 'detail';
      const num = await textLine(String(i + 1).padStart(2, '0'), 'spaceMono', 0.02);
      const numScale = SLOT / capHeight(num);
      const numW = lineWidth(num) * numScale;
      const title = await textLine(upperCase(track), 'spaceMono', 0.02);
      const titleScale = fitScale(title, RIGHT - left - numW - 40, SLOT);
      const fits = titleScale * capHeight(title) >= SMALL * 0.9;
      const pairW = numW + (fits ? 40 + lineWidth(title) * titleScale : 0);
      const x = Math.max(left, Math.min(x0, RIGHT - pairW));
      texts.push(b.text(num, { x, align: 'left', baseline: y, scale: numScale }, { fill }, role));
      if (fits) {
        const at = { x: x + numW + 40, align: 'left', baseline: y, scale: titleScale } as const;
        texts.push(b.text(title, at, { fill }, role));
      }
      const bar = `M${r(x0 + 4)} ${r(y + 18)}H${r(x1 - 4)}V${r(y + 42)}H${r(x0 + 4)}Z`;
      if (i === 0) lit = bar;
      else bars.push(bar);
      y += rowStep;
    }
    if (lit) b.add(`<path fill="${inks.accent}" d="${lit}"/>`, [inks.accent]);
    if (bars.length > 0)
      b.add(`<path fill="${inks.primary}" d="${bars.join('')}"/>`, [inks.primary]);

    // Slot columns: hairlines from under the head down through the slots, stopping short of
    // every title so no line runs through a letter.
    const columns: string[] = [];
    for (let c = 0; c <= n; c += 1) {
      columns.push(`M${r(xAt(c))} ${r(gridTop + 24)}V${r(gridBottom)}`);
    }
    const cuts = texts
      .map(
        (t) =>
          `<path fill="#000" d="M${r(t.x0 - 14)} ${r(t.y0 - 10)}H${r(t.x1 + 14)}V${r(t.y1 + 10)}H${r(t.x0 - 14)}Z"/>`,
      )
      .join('');
    const mask = cutAwayMask(b, 'hours', cuts);
    b.add(
      `<path mask="url(#${mask})" fill="none" stroke="${inks.support}" stroke-width="2.5" d="${columns.join('')}"/>`,
      [inks.support],
    );

    // Closing: a rule, the count of tracks listed and the country, then the second hazard band.
    const close = gridBottom + 10;
    b.add(`<path fill="${inks.primary}" d="M${left} ${r(close)}H${RIGHT}v8H${left}Z"/>`, [
      inks.primary,
    ]);
    const country = countryOf(ctx);
    const count = `${String(tracks.length).padStart(2, '0')} ${tracks.length === 1 ? 'TRACK' : 'TRACKS'}`;
    await smallLine(b, ctx, `${count}${country ? `  /  ${country}` : ''}`, {
      x: left,
      align: 'left',
      baseline: close + 66,
      cap: SMALL,
      maxWidth: RIGHT - left,
      ink: inks.support,
      role: 'detail',
      tracking: 0.2,
      face: 'spaceMono',
    });
    if (column) hazardPost(b, inks.accent, LEFT, 96, 70, close + 80, pitch);
    else hazard(b, inks.accent, left, close + 110, 30, pitch);
  },
};
