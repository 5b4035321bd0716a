/**
 * Electronic, echo: the name with its delay trail — its top line repeated upwards as outlines
 * that thin out with each repeat, like a feedback echo fading — each echo behind the nearer
 * ones and knocked out of the solid name's whole band in front; a waveform in the accent below,
 * then the track and country in mono. Seeded: echo count (3-4) and spacing (over half a
 * cap, so each repeat's letters read), waveform, and the trail's way: 'rise' (straight up from
 * the top line), 'fall' (down from the bottom line, the name on top and the echoes dropping
 * away under it) or 'drift' (up and across, a delay panned to one side).
 */
import { CENTER_X } from '../../layout/geometry.ts';
import { lineWidth } from '../../layout/text-line.ts';
import type { Template } from '../../layout/template.ts';
import { waveform } from '../../motifs/tech.ts';
import { r } from '../../svg/num.ts';
import { nameBlock } from '../../templates/common.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { probeNameLines } from '../shared/name-probe.ts';
import { altNameLine } from '../shared/art.ts';
import { trackAndPlace } from '../shared/track-and-place.ts';
import { pickArrangement } from '../shared/arrangement.ts';

export const ECHO_ARRANGEMENTS = ['rise', 'fall', 'drift'] as const;

type EchoWay = (typeof ECHO_ARRANGEMENTS)[number];

/**
 * The trail leaves from the name's outer line on its side, so a stacked name whose line on that
 * side is a short word echoes from the other end: 'DJ' over 'KALUNGA' repeated 'DJ' upwards, a
 * stack of stubs, where 'KALUNGA' falling reads as the echo. `widths`: the lines' widths.
 */
export function echoWay(picked: EchoWay, widths: readonly number[]): EchoWay {
  const top = widths[0] ?? 0;
  const bottom = widths[widths.length - 1] ?? 0;
  if (picked !== 'fall' && top < SHORT_LINE * bottom) return 'fall';
  if (picked === 'fall' && bottom < SHORT_LINE * top) return 'rise';
  return picked;
}

/** A line narrower than this share of the other outer line is too short to carry the trail. */
const SHORT_LINE = 0.6;

export const electronicEcho: Template = {
  id: 'electronic-echo',
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 1000 * s,
      maxCap: 190 * s,
      maxHeight: 330 * s,
      maxLines: 2,
      leading: 0.24,
      tracking: 0.05,
    });
    // Each echo shows only the part of its letters that its nearer echo leaves uncovered: a step
    // of a third of a cap left thin slivers of outline that merged into one blur (Nkosi Beats).
    // Well over half a cap shows each repeat's letters; fewer repeats keep the trail's height.
    const echoes = rng.int(3, 4);
    const rise = name.cap * rng.range(0.58, 0.72);
    const way = echoWay(
      pickArrangement(ctx, ECHO_ARRANGEMENTS),
      name.lines.map((l) => lineWidth(l)),
    );
    const fall = way === 'fall';
    // Each echo's step: up, down, or up and across (to a seeded side).
    const across = way === 'drift' ? rise * 0.9 * (rng.chance(0.5) ? 1 : -1) : 0;
    const dy = fall ? rise : -rise;
    const top = fall ? 80 : 80 + echoes * rise;
    const front = probeNameLines(b, name, top);
    const letters = front.map((f) => f.markup).join('');
    // The solid name stands in front of its echoes: the whole band of its top line (counters and
    // the spaces between letters too, not only the letters' ink) knocks the trail out, and each
    // echo is hidden behind the nearer ones' letters, so no outline shows through a solid shape.
    const clear = Math.max(14, name.cap * 0.1);
    // The line the trail leaves from: the top line going up, the bottom one falling.
    const source = fall ? front[front.length - 1] : front[0];
    const firstLine = source?.markup ?? '';
    const band = source?.box;
    const bandCut = band
      ? `<rect fill="#000" x="${r(band.x0 - clear / 2)}" y="${r(band.y0 - clear / 2)}" width="${r(band.x1 - band.x0 + clear)}" height="${r(band.y1 - band.y0 + clear)}" rx="${r(clear)}"/>`
      : '';
    const frontCut = swollen(letters, clear / name.scale) + bandCut;
    // What an echo hides of the farther ones: its letters' body, from the cap line to the
    // baseline (the farther echo's accents still show over it rising, its descenders falling).
    const baseline = top + (name.baselines[fall ? name.lines.length - 1 : 0] ?? 0);
    const echoCut = band
      ? `<rect fill="#000" x="${r(band.x0 - clear / 2)}" y="${r(fall ? band.y0 - clear / 2 : baseline - name.cap - clear / 2)}" width="${r(band.x1 - band.x0 + clear)}" height="${r(fall ? baseline - band.y0 + clear : band.y1 - baseline + name.cap + clear)}" rx="${r(clear)}"/>`
      : '';
    // Only the outer line echoes: an inner line's trail would run into the line beside it.
    const shift = (k: number): string => `translate(${r(k * across)} ${r(k * dy)})`;
    const shifted = (k: number, markup: string) => `<g transform="${shift(k)}">${markup}</g>`;
    const trail: string[] = [];
    for (let k = echoes; k >= 1; k -= 1) {
      // At least 3.5 units (0.9 mm printed): thinner trails vanished at arm's length.
      const width = Math.max(3.5, 7 - (k - 1) * 1.1) / name.scale;
      // Hidden behind the nearer echoes' whole bands, not only their letters: seen through their
      // counters and letter gaps, the farther outlines crossed them into one blur.
      const nearer = Array.from({ length: k - 1 }, (_, j) => shifted(j + 1, echoCut)).join('');
      const mask = cutAwayMask(b, 'echo', frontCut + nearer);
      trail.push(
        `<g mask="url(#${mask})"><g transform="${shift(k)}" fill="none" stroke="${inks.accent}" stroke-width="${r(width)}" stroke-linejoin="round">${firstLine.replace(/fill="#000"/g, '')}</g></g>`,
      );
    }
    b.add(trail.join(''), [inks.accent]);
    name.lines.forEach((line, i) => {
      const f = front[i];
      if (!f) return;
      b.add(f.markup.replace('fill="#000"', `fill="${inks.primary}"`), [inks.primary]);
      b.record(line, f.box, inks.primary, name.scale, 'name');
    });
    let y = Math.max(...front.map((f) => f.box.y1)) + (fall ? echoes * rise : 0);
    y = await altNameLine(b, ctx, { top: y + 24, cap: 32, maxWidth: 900, ink: inks.primary });

    const wave = { x0: CENTER_X - 420, y0: y + 50, x1: CENTER_X + 420, y1: y + 170 };
    b.add(`<path fill="${inks.accent}" d="${waveform(wave, rng, rng.pick([48, 64]))}"/>`, [
      inks.accent,
    ]);
    await trackAndPlace(b, ctx, {
      baseline: wave.y1 + 80,
      face: 'spaceMono',
      track: { cap: 36, maxWidth: 900, ink: inks.support, tracking: 0.32 },
      place: { gap: 56, maxWidth: 600, ink: inks.support, tracking: 0.5, chance: 0.5 },
    });
  },
};
