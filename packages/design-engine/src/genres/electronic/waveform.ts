/**
 * Electronic, waveform: a club-label sleeve. A circular spectrum — thin radial bars (or columns
 * of LED dots) whose lengths follow a seeded signal, mirrored left and right like a visualiser —
 * around a hairline ring, with the name laid straight across its middle and the bars cut back
 * from the letters; the track and country small in mono under it. Lines only: it prints light on
 * a dark shirt. Seeded: the signal, bar count, bars or dots, mirrored or running round, and the
 * meter: the circular 'ring' or a 'band' — the name on top and under it the spectrum as a wide
 * horizontal waveform, bars standing above and below a dotted centre line, like a track's
 * overview on a player's screen.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import type { Rng } from '../../random/prng.ts';
import { unionBoxes } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { circle, polar } from '../../svg/shapes.ts';
import { block } from '../../templates/common.ts';
import { altNameLine } from '../shared/art.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { probeNameLines } from '../shared/name-probe.ts';
import { trackAndPlace } from '../shared/track-and-place.ts';

/**
 * `count` levels in 0.12…1 from a seeded signal: a few slow partials for the shape of the
 * spectrum plus a little noise, smoothed so neighbouring bars move together as a meter does.
 */
export function spectrum(rng: Rng, count: number, mirrored: boolean): number[] {
  const partials = Array.from({ length: 4 }, (_, k) => ({
    f: (k + 1) * rng.range(1, 2.2),
    phase: rng.range(0, Math.PI * 2),
    amp: 1 / (k + 1.4),
  }));
  const half = mirrored ? Math.ceil(count / 2) : count;
  const raw = Array.from({ length: half }, (_, i) => {
    const t = (i / half) * Math.PI * (mirrored ? 1 : 2);
    const wave = partials.reduce((sum, p) => sum + p.amp * Math.sin(t * p.f + p.phase), 0);
    // Each band jumps on its own around the broad shape: it reads as a meter, not a sunburst.
    return (0.5 + wave * 0.4) * (0.45 + rng.float() * 0.9);
  });
  const smooth = raw.map((v, i) => {
    const a = raw[i - 1] ?? v;
    const c = raw[i + 1] ?? v;
    return Math.min(1, Math.max(0.12, (a + v * 4 + c) / 6));
  });
  if (!mirrored) return smooth;
  return Array.from({ length: count }, (_, i) => smooth[i < half ? i : count - 1 - i] ?? 0.12);
}

export const WAVEFORM_ARRANGEMENTS = ['ring', 'band'] as const;

export const electronicWaveform: Template = {
  id: 'electronic-waveform',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    // The name alone (its romanisation goes under the ring), so it centres on the ring.
    const name = await block(ctx.name, faces.display, {
      maxWidth: 1000 * s,
      maxCap: 190 * s,
      maxHeight: 360 * s,
      maxLines: 2,
      leading: 0.22,
      tracking: 0.04,
    });
    const band = pickArrangement(ctx, WAVEFORM_ARRANGEMENTS) === 'band';
    const inner = 230;
    const reach = band ? 150 : 165;
    const cx = CENTER_X;
    const count = band ? rng.pick([60, 72, 90]) : rng.pick([96, 120, 144]);
    const dots = rng.chance(0.35);
    const levels = spectrum(rng, count, rng.chance(0.7));

    // The name straight across the ring's middle (by its cap heights, so it looks centred), or
    // on top of the band with its romanisation under it and the wave under both.
    let cy = 60 + inner + reach;
    const top = band ? 70 : cy - name.height / 2;
    const placed = probeNameLines(b, name, top);
    let y = cy + inner + reach + 40;
    if (band) {
      const foot = Math.max(...placed.map((p) => p.box.y1));
      const alt = await altNameLine(b, ctx, {
        top: foot + 30,
        cap: 34,
        maxWidth: 900,
        ink: inks.primary,
      });
      cy = alt + 70 + reach;
      y = cy + reach + 40;
    }
    const letters = placed.map((p) => p.markup).join('');
    const pad = Math.max(22, name.cap * 0.16);
    // Across the ring the name lies over the bars: cut back from each letter only, the bars
    // still ran between the letters and lines and through the name (Żaneta Wiśniewska). There
    // the meter stops at a clear plate round the whole name, its corners rounded.
    const words = unionBoxes(placed.map((p) => p.box));
    const plate =
      !band && words
        ? `<rect x="${r(words.x0 - pad)}" y="${r(words.y0 - pad)}" width="${r(words.x1 - words.x0 + pad * 2)}" height="${r(words.y1 - words.y0 + pad * 2)}" rx="${r(pad * 1.5)}" fill="#000"/>`
        : '';
    const cut = cutAwayMask(b, 'wave', swollen(letters, pad / name.scale) + plate);

    const bars: string[] = [];
    const step = 360 / count;
    const span = 900;
    const pitch = span / count;
    const width = band ? pitch * 0.55 : Math.max(3, ((Math.PI * 2 * inner) / count) * 0.56);
    levels.forEach((level, i) => {
      if (band) {
        // Each bar stands above and below the centre line by its level.
        const x = cx - span / 2 + pitch * (i + 0.5);
        const h = reach * level;
        if (dots) {
          const n = Math.max(1, Math.round(h / (width * 1.6)));
          for (let k = 0; k < n; k += 1)
            for (const side of [-1, 1])
              bars.push(circle(x, cy + side * (width * 0.8 + k * width * 1.6), width * 0.45));
        } else bars.push(`M${r(x)} ${r(cy - h)}V${r(cy + h)}`);
        return;
      }
      // Bar 0 points straight up; the spectrum runs clockwise (mirrored: down both sides).
      const a = -90 + i * step;
      const len = reach * level;
      if (dots) {
        const n = Math.max(1, Math.round(len / (width * 2.2)));
        for (let k = 0; k < n; k += 1) {
          const [x, y] = polar(cx, cy, inner + 16 + k * width * 2.2, a);
          bars.push(circle(x, y, width * 0.6));
        }
      } else {
        const [x0, y0] = polar(cx, cy, inner + 16, a);
        const [x1, y1] = polar(cx, cy, inner + 16 + len, a);
        bars.push(`M${r(x0)} ${r(y0)}L${r(x1)} ${r(y1)}`);
      }
    });
    const ink = dots
      ? `<path fill="${inks.accent}" d="${bars.join('')}"/>`
      : `<path fill="none" stroke="${inks.accent}" stroke-width="${r(width)}" stroke-linecap="round" d="${bars.join('')}"/>`;
    const frame = band
      ? `<path fill="none" stroke="${inks.support}" stroke-width="3" stroke-dasharray="2 14" d="M${r(cx - span / 2 - 40)} ${r(cy)}H${r(cx + span / 2 + 40)}"/>`
      : '';
    if (band) b.add(`<g mask="url(#${cut})">${ink}${frame}</g>`, [inks.accent, inks.support]);
    else
      b.add(
        `<g mask="url(#${cut})">${ink}<circle cx="${r(cx)}" cy="${r(cy)}" r="${inner}" fill="none" stroke="${inks.support}" stroke-width="4"/><circle cx="${r(cx)}" cy="${r(cy)}" r="${inner - 22}" fill="none" stroke="${inks.support}" stroke-width="1.6" stroke-dasharray="2 14"/></g>`,
        [inks.accent, inks.support],
      );

    name.lines.forEach((line, i) => {
      const p = placed[i];
      if (!p) return;
      b.add(p.markup.replace('fill="#000"', `fill="${inks.primary}"`), [inks.primary]);
      b.record(line, p.box, inks.primary, name.scale, 'name');
    });
    // A name's romanisation sits under the ring (the ring's middle holds the name alone).
    if (!band) y = await altNameLine(b, ctx, { top: y, cap: 34, maxWidth: 900, ink: inks.primary });
    await trackAndPlace(b, ctx, {
      baseline: y + 70,
      face: 'spaceMono',
      track: { cap: 36, maxWidth: 900, ink: inks.primary, tracking: 0.3 },
      place: { gap: 56, maxWidth: 900, ink: inks.support, tracking: 0.45 },
    });
  },
};
