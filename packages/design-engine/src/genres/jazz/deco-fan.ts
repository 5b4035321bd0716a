/**
 * Jazz deco fan: an art-deco sunburst fan and a stepped plinth, the name in tracked deco capitals
 * between double hairlines with diamonds, and the song set small — the look of a 1920s ballroom
 * programme or a speakeasy sign. Seeded, one of three pictures so two jazz acts rarely share one:
 * - rising: the fan rising from the plinth over the name, rings at its heart;
 * - emblem: the same fan radiating from an emblem (the name's own, else an instrument the song
 *   calls for) standing on the plinth in place of the rings;
 * - pendant: the name first, the fan hung upside down from a plinth under it like a deco
 *   chandelier, the song under the fan.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { r } from '../../svg/num.ts';
import { diamond, polygon } from '../../svg/shapes.ts';
import { nameLockup, quoted, smallLine } from '../../templates/common.ts';
import { icon, pickMotif } from '../shared/art.ts';
import { JAZZ_DEFAULTS, JAZZ_MOTIFS } from './motifs.ts';
import { detailsLine } from '../shared/details-line.ts';
import { fan } from '../shared/ornaments.ts';

/**
 * The fan over (or, flipped, under) the line y = base, its plinth on that line; `heart` draws
 * the rings at its centre (the rising fan) or nothing (an emblem stands there).
 */
function decoFan(
  b: ArtBuilder,
  ctx: TemplateContext,
  base: number,
  R: number,
  options: { flip: boolean; rings: boolean },
): void {
  const { rng, inks } = ctx;
  const cx = CENTER_X;
  const rays = rng.pick([9, 11, 13]);
  const flip = options.flip ? ` transform="translate(0 ${r(2 * base)}) scale(1 -1)"` : '';
  // Open rays (wide gaps, an outer hairline arc) so the fan never prints as one heavy fill.
  b.add(
    `<g${flip}><path fill="${inks.accent}" d="${fan(cx, base, R * (options.rings ? 0.42 : 0.6), R * 0.94, rays, 5.5)}"/><path fill="none" stroke="${inks.accent}" stroke-width="5" d="M${r(cx - R)} ${r(base)}A${r(R)} ${r(R)} 0 0 1 ${r(cx + R)} ${r(base)}"/></g>`,
    [inks.accent],
  );
  const parts: string[] = [];
  if (options.rings) {
    for (const k of [0.34, 0.26, 0.18]) {
      const rr = R * k;
      parts.push(`M${r(cx - rr)} ${r(base)}A${r(rr)} ${r(rr)} 0 0 1 ${r(cx + rr)} ${r(base)}`);
    }
    b.add(
      `<path${flip} fill="none" stroke="${inks.primary}" stroke-width="9" d="${parts.join('')}"/>`,
      [inks.primary],
    );
  }
  // A stepped plinth: three ledges widening away from the fan, like a deco skyline.
  const steps = [0, 1, 2].map((i) => {
    const half = R * (0.5 + i * 0.28);
    const y = base + 14 + i * 22;
    return polygon([
      [cx - half, y],
      [cx + half, y],
      [cx + half, y + 10],
      [cx - half, y + 10],
    ]);
  });
  b.add(`<path${flip} fill="${inks.primary}" d="${steps.join('')}"/>`, [inks.primary]);
}

/** Double hairlines with a diamond at each end, at y, `half` wide each side. */
function decoRules(b: ArtBuilder, ink: string, ys: readonly number[], half: number): void {
  const cx = CENTER_X;
  const rule = (y: number): string =>
    `M${r(cx - half)} ${r(y)}H${r(cx + half)}M${r(cx - half + 30)} ${r(y + 12)}H${r(cx + half - 30)}`;
  b.add(`<path fill="none" stroke="${ink}" stroke-width="4" d="${ys.map(rule).join('')}"/>`, [ink]);
  b.add(
    `<path fill="${ink}" d="${ys.map((y) => diamond(cx - half - 22, y + 6, 22, 30) + diamond(cx + half + 22, y + 6, 22, 30)).join('')}"/>`,
    [ink],
  );
}

export const jazzDecoFan: Template = {
  id: 'jazz-deco-fan',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const cx = CENTER_X;
    const R = 400 * ctx.shrink;
    const picture = rng.pick(['rising', 'emblem', 'pendant'] as const);
    const pendant = picture === 'pendant';
    const base = 90 + R;
    if (!pendant) {
      decoFan(b, ctx, base, R, { flip: false, rings: picture === 'rising' });
      if (picture === 'emblem') {
        const motif = pickMotif(ctx, JAZZ_MOTIFS, JAZZ_DEFAULTS);
        const w = R * 1.0;
        icon(
          b,
          motif,
          { x0: cx - w / 2, y0: base - R * 0.56, x1: cx + w / 2, y1: base - 8 },
          inks.primary,
          { anchor: 'bottom' },
        );
      }
    }

    const nameTop = pendant ? 150 : base + 150;
    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: 1000 * ctx.shrink,
      maxCap: 150 * ctx.shrink,
      maxHeight: 330 * ctx.shrink,
      maxLines: 3,
      leading: 0.3,
      tracking: 0.14,
      top: nameTop,
      paint: { fill: inks.primary },
    });
    const half = Math.min(520, Math.max(300, (nameBox.x1 - nameBox.x0) / 2 + 40));
    const above = nameTop - 60;
    const below = nameBox.y1 + 44;
    decoRules(b, inks.accent, [above, below], half);
    let foot = below;
    if (pendant) {
      // The plinth hangs just under the lower rule, the fan opening downwards from it.
      const hang = below + 100 + 66;
      decoFan(b, ctx, hang, R * 0.9, { flip: true, rings: true });
      foot = hang + R * 0.9 - 20;
    }
    const trackBox = await smallLine(b, ctx, quoted(ctx.track), {
      baseline: foot + 90,
      cap: 34,
      maxWidth: 860,
      ink: inks.support,
      role: 'track',
      tracking: 0.3,
    });
    await detailsLine(b, ctx, {
      baseline: trackBox.y1 + 60,
      cap: 26,
      maxWidth: 640,
      ink: inks.accent,
      tracking: 0.5,
      chance: 0.6,
    });
  },
};
