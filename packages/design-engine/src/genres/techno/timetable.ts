/**
 * Techno, timetable: a warehouse-night running order. A hazard band of diagonal stripes over
 * the top, the name flush left in heavy tight lines, then a strict time grid — hour columns in
 * hairlines with mono hour labels — where each of the artist's tracks is a slot: its start time
 * and title in mono, and a bar across the hours it holds, stepping down the night like a Gantt
 * chart (this design's track lit in the accent). A closing hazard band carries the country.
 * No venue and no date: only the artist's true tracks. Seeded: doors time, slot lengths.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { Template } from '../../layout/template.ts';
import { capHeight, fitScale, lineWidth, textLine } from '../../layout/text-line.ts';
import { r } from '../../svg/num.ts';
import { nameLockup, smallLine } from '../../templates/common.ts';
import type { Box } from '../../svg/box.ts';
import { countryOf, trackList } from '../shared/art.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';

const LEFT = 100;
const RIGHT = 1100;
/** Mono cap height: the grid is the art's full width, so a poster prints it at ~0.9 of this. */
const SMALL = 32;

/** A band of 45° hazard stripes clipped to [x0, x1] × [y0, y0 + h]. */
function hazard(b: ArtBuilder, ink: string, y0: number, h: number, pitch: number): void {
  const id = b.uid('hz');
  b.def(
    `<clipPath id="${id}"><path d="M${LEFT} ${r(y0)}H${RIGHT}V${r(y0 + h)}H${LEFT}Z"/></clipPath>`,
  );
  const stripes: string[] = [];
  for (let x = LEFT - h; x < RIGHT + h; x += pitch) {
    stripes.push(
      `M${r(x)} ${r(y0 + h)}L${r(x + h)} ${r(y0)}h${r(pitch / 2)}L${r(x + pitch / 2)} ${r(y0 + h)}Z`,
    );
  }
  b.add(`<path clip-path="url(#${id})" fill="${ink}" d="${stripes.join('')}"/>`, [ink]);
}

/** "23:30" for minutes after midnight of the night's first day (wrapping past 24:00). */
function clock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

export const technoTimetable: Template = {
  id: 'techno-timetable',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const pitch = rng.pick([34, 44]);
    hazard(b, inks.accent, 70, 44, pitch);

    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: (RIGHT - LEFT) * s,
      maxCap: 220 * s,
      maxHeight: 340 * s,
      maxLines: 3,
      leading: 0.12,
      breakGain: 1.05,
      x: LEFT,
      align: 'left',
      top: 174,
      paint: { fill: inks.primary },
    });

    // The night: doors at 22:00 or 23:00, a slot per track of 60 or 90 minutes, run back to back.
    const tracks = trackList(ctx, 5);
    const doors = rng.pick([22, 23]) * 60;
    const slots = tracks.map(() => rng.pick([60, 60, 90]));
    const total = slots.reduce((a, m) => a + m, 0);
    // The axis spans whole hours, from doors to the hour after the last slot ends.
    const hours = Math.max(4, Math.ceil(total / 60));
    const gridTop = nameBox.y1 + 90;
    const rowStep = 88;
    const gridBottom = gridTop + 70 + Math.max(3, tracks.length) * rowStep;
    const xAt = (min: number): number => LEFT + ((RIGHT - LEFT) * min) / (hours * 60);

    for (let h = 0; h < hours; h += 1) {
      const label = await textLine(clock(doors + h * 60).slice(0, 2), 'spaceMono', 0.05);
      b.text(
        label,
        {
          x: xAt(h * 60) + 10,
          align: 'left',
          baseline: gridTop,
          scale: fitScale(label, 80, SMALL),
        },
        { fill: inks.support },
        'detail',
      );
    }

    // Each slot: start time and title above its bar. Titles too long for the line are left
    // out (the slot keeps its bar), so the grid stays a clean column of mono lines.
    let start = 0;
    let y = gridTop + 70;
    const bars: string[] = [];
    const texts: Box[] = [];
    let lit = '';
    for (const [i, track] of tracks.entries()) {
      const minutes = slots[i] ?? 60;
      const x0 = xAt(start);
      const x1 = xAt(start + minutes);
      // The time and the title are separate lines, so a right-to-left title never swaps sides
      // with its time. The pair starts at the slot while it fits, else slides left; a title
      // too long even from the left edge is left out (the slot keeps its time and bar).
      const fill = i === 0 ? inks.accent : inks.primary;
      const role = i === 0 ? 'track' : 'detail';
      const time = await textLine(clock(doors + start), 'spaceMono', 0.02);
      const timeScale = SMALL / capHeight(time);
      const timeW = lineWidth(time) * timeScale;
      const title = await textLine(track.toUpperCase(), 'spaceMono', 0.02);
      const titleScale = fitScale(title, RIGHT - LEFT - timeW - 40, SMALL);
      const fits = titleScale * capHeight(title) >= SMALL * 0.9;
      const pairW = timeW + (fits ? 40 + lineWidth(title) * titleScale : 0);
      const x = Math.max(LEFT, Math.min(x0, RIGHT - pairW));
      texts.push(b.text(time, { x, align: 'left', baseline: y, scale: timeScale }, { fill }, role));
      if (fits) {
        const at = { x: x + timeW + 40, align: 'left', baseline: y, scale: titleScale } as const;
        texts.push(b.text(title, at, { fill }, role));
      }
      const bar = `M${r(x0 + 4)} ${r(y + 16)}H${r(x1 - 4)}V${r(y + 34)}H${r(x0 + 4)}Z`;
      if (i === 0) lit = bar;
      else bars.push(bar);
      start += minutes;
      y += rowStep;
    }
    if (lit) b.add(`<path fill="${inks.accent}" d="${lit}"/>`, [inks.accent]);
    if (bars.length > 0)
      b.add(`<path fill="${inks.primary}" d="${bars.join('')}"/>`, [inks.primary]);

    // Hour columns: hairlines from the hour labels down through the slots, stopping short of
    // every title so no line runs through a letter.
    const columns: string[] = [];
    for (let h = 0; h <= hours; h += 1) {
      columns.push(`M${r(xAt(h * 60))} ${r(gridTop + 14)}V${r(gridBottom)}`);
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

    // Closing: a rule, the closing time and the country, then the second hazard band.
    const close = gridBottom + 10;
    b.add(`<path fill="${inks.primary}" d="M${LEFT} ${r(close)}H${RIGHT}v8H${LEFT}Z"/>`, [
      inks.primary,
    ]);
    const country = countryOf(ctx);
    await smallLine(b, ctx, `${clock(doors + total)} CLOSE${country ? `  /  ${country}` : ''}`, {
      x: LEFT,
      align: 'left',
      baseline: close + 66,
      cap: SMALL,
      maxWidth: RIGHT - LEFT,
      ink: inks.support,
      role: 'detail',
      tracking: 0.2,
      face: 'spaceMono',
    });
    hazard(b, inks.accent, close + 110, 30, pitch);
  },
};
