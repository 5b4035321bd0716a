/**
 * Metal, thorn wreath: the classic emblem-and-scroll back patch. The name on top, large; below it
 * a wreath of two thorned stems twisting round each other, a big silhouette inside (picked from
 * the track words: a raven, a skull, a goat…), and a scroll across the wreath's foot with the
 * track knocked out of it. Seeded: twist, thorn count, motif, and the order — the name over the
 * wreath, or the wreath as the crest with the name under its scroll.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { capHeight, lineWidth } from '../../layout/text-line.ts';
import { fierceSkull } from '../../motifs/fierce-skulls.ts';
import { r } from '../../svg/num.ts';
import { banner } from '../../svg/shapes.ts';
import { fitLineWithin, knockout, nameBlock, openGap } from '../../templates/common.ts';
import { icon, pickMotif } from '../shared/art.ts';
import { METAL_DEFAULTS, METAL_MOTIFS } from './cathedral.ts';
import { drawMetalName, nameHeadroom } from './hard-name.ts';
import { spike } from './thorns.ts';

export const metalWreath: Template = {
  id: 'metal-wreath',
  namesMotif: true,
  needsImage: false,
  needsTracks: 1,
  maxGrow: 1.6,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const wreathFirst = rng.chance(0.4);
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 1060 * s,
      maxCap: 240 * s,
      maxHeight: 360 * s,
      maxLines: 3,
      leading: 0.16,
    });

    const radius = 300;
    // The wreath tucked close under the name: one lockup, not a name floating over a badge. As
    // the crest, its outer thorns (about 70 out) clear the print's top margin. The core styles'
    // name is their thorned logo, its spikes given room above and below (hard-name.ts).
    const headroom = nameHeadroom(ctx, name);
    const drawName = (top: number) =>
      drawMetalName(b, ctx, name, top + headroom, inks.primary).mark;
    const cy = (wreathFirst ? 60 + 80 : drawName(70).y1 + 75) + radius;
    const bannerY = cy + radius * 0.78;
    // The scroll grows with a long track title (up to the print's width) rather than cutting it.
    const { line, scale } = await fitLineWithin(ctx.track, faces.support, 0.22, 840, 40);
    const bannerW = Math.max(760, Math.min(900, lineWidth(line) * scale + 60));
    const bannerH = 96;
    const scroll = banner(CENTER_X, bannerY, bannerW, bannerH, 80);
    openGap(b, scroll, 16);

    // Two stems twisting round the circle, thorns where they cross and between.
    const twists = rng.pick([5, 6, 7]);
    const stems: string[] = [];
    for (const phase of [0, Math.PI]) {
      const pts: string[] = [];
      for (let i = 0; i <= 180; i += 1) {
        const a = (i / 180) * Math.PI * 2;
        const rad = radius + Math.sin(a * twists + phase) * 16;
        pts.push(`${r(CENTER_X + Math.cos(a) * rad)} ${r(cy + Math.sin(a) * rad)}`);
      }
      stems.push(`M${pts.join('L')}Z`);
    }
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="9" stroke-linejoin="round" d="${stems.join('')}"/>`,
      [inks.accent],
    );
    const thorns: string[] = [];
    const count = twists * 4;
    for (let i = 0; i < count; i += 1) {
      const deg = (360 * i) / count + rng.range(-3, 3);
      const a = (deg * Math.PI) / 180;
      const out = i % 2 === 0;
      const base = radius + (out ? 12 : -12);
      thorns.push(
        spike(
          [CENTER_X + Math.cos(a) * base, cy + Math.sin(a) * base],
          deg + (out ? 0 : 180) + (i % 4 < 2 ? 25 : -25),
          rng.range(34, 52),
          12,
        ),
      );
    }
    b.add(`<path fill="${inks.accent}" d="${thorns.join('')}"/>`, [inks.accent]);

    // The wreath is a back-patch emblem: whatever the sub-genre, its skull is a fierce one.
    const motif = fierceSkull(pickMotif(ctx, METAL_MOTIFS, METAL_DEFAULTS));
    icon(
      b,
      motif,
      {
        x0: CENTER_X - radius * 0.76,
        y0: cy - radius * 0.8,
        x1: CENTER_X + radius * 0.76,
        y1: cy + radius * 0.62,
      },
      inks.primary,
      { flip: rng.chance(0.5) },
    );
    b.add('</g>', []);

    if (wreathFirst) drawName(bannerY + bannerH / 2 + 90);

    knockout(b, scroll, inks.primary, [
      {
        line,
        at: { x: CENTER_X, baseline: bannerY + (capHeight(line) * scale) / 2, scale },
        role: 'track',
      },
    ]);
  },
};
