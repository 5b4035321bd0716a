/**
 * Neutral, palette arches: a half-disc rising in the hero ink ringed by thinning accent bands
 * (or a swatch card: three rounded bars, one per ink of the artist's palette) — a clean mark
 * that suits any genre, standing on a rule, with the name set plainly under it and the track and
 * country in small capitals. Seeded: the mark, band count.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { nameLockup } from '../../templates/common.ts';
import { trackAndPlace } from '../shared/track-and-place.ts';

/** A half-ring band (upper half) between radii `outer` and `inner`, standing on `base`. */
function arch(cx: number, base: number, outer: number, inner: number): string {
  return `M${r(cx - outer)} ${r(base)}A${r(outer)} ${r(outer)} 0 0 1 ${r(cx + outer)} ${r(base)}H${r(cx + inner)}A${r(inner)} ${r(inner)} 0 0 0 ${r(cx - inner)} ${r(base)}Z`;
}

export const neutralArches: Template = {
  id: 'neutral-arches',
  needsImage: false,
  maxGrow: 1.4,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const kind = rng.pick(['arches', 'arches', 'swatches']);
    const top = 80;
    let base: number;
    if (kind === 'arches') {
      // A solid half-disc in the hero ink, ringed by accent bands that thin as they spread.
      const core = 120;
      base = top + 330;
      b.add(`<path fill="${inks.primary}" d="${arch(CENTER_X, base, core, 0.01)}"/>`, [
        inks.primary,
      ]);
      let radius = core + 26;
      const bands = rng.int(4, 5);
      const parts: string[] = [];
      for (let i = 0; i < bands; i += 1) {
        const w = 34 - i * 6;
        parts.push(arch(CENTER_X, base, radius + w, radius));
        radius += w + 18;
      }
      b.add(`<path fill="${inks.accent}" d="${parts.join('')}"/>`, [inks.accent]);
    } else {
      // A swatch card: the artist’s inks as three rounded bars, each shorter than the last.
      const h = 56;
      const gap = 22;
      base = top + 3 * h + 2 * gap;
      [inks.accent, inks.primary, inks.support].forEach((ink, i) => {
        const w = 640 * (1 - i * 0.22);
        const x0 = CENTER_X - w / 2;
        const y0 = top + i * (h + gap);
        b.add(
          `<path fill="${ink}" d="M${r(x0 + h / 2)} ${r(y0)}H${r(x0 + w - h / 2)}A${r(h / 2)} ${r(h / 2)} 0 0 1 ${r(x0 + w - h / 2)} ${r(y0 + h)}H${r(x0 + h / 2)}A${r(h / 2)} ${r(h / 2)} 0 0 1 ${r(x0 + h / 2)} ${r(y0)}Z"/>`,
          [ink],
        );
      });
    }
    b.add(`<path fill="${inks.primary}" d="M${CENTER_X - 420} ${base + 18}h840v6h-840Z"/>`, [
      inks.primary,
    ]);

    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: 1000 * s,
      maxCap: 190 * s,
      maxHeight: 380 * s,
      maxLines: 3,
      leading: 0.2,
      tracking: 0.04,
      top: base + 80,
      paint: { fill: inks.primary },
    });
    await trackAndPlace(b, ctx, {
      baseline: nameBox.y1 + 80,
      track: { cap: 36, maxWidth: 900, ink: inks.accent, tracking: 0.26 },
      place: { gap: 56, maxWidth: 600, ink: inks.support, tracking: 0.45 },
    });
  },
};
