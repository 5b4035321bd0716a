/**
 * Metal, cathedral window: a pointed gothic arch with pinnacles and an inner tracery line,
 * framing a silhouette picked from the artist's track words (a raven for "Where Ravens Feast",
 * else a skull, goat, wolf…); the name in the family's blackletter or capitals, a mirrored thorn
 * divider, and one track in spaced small caps. Seeded: name above or below the window, motif.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { circle } from '../../svg/shapes.ts';
import { drawBlock, nameBlock, smallLine } from '../../templates/common.ts';
import { icon, pickMotif, type MotifRule } from '../shared/art.ts';
import { detailsLine } from '../shared/details-line.ts';
import { pointedArch, spike, thornDivider } from './thorns.ts';

export const METAL_MOTIFS: readonly MotifRule[] = [
  [/raven|crow|wing|feather/, ['raven']],
  [/thorn|crown/, ['crown-of-thorns', 'crowned-skull']],
  [/wolf|howl|moon/, ['wolf-howl', 'wolf-head']],
  [/serpent|snake|venom/, ['snake', 'snake-tongue']],
  [/rose|blood|heart/, ['dagger-rose', 'pentagram-rose']],
  [/grave|death|dead|tomb|bone|skull/, ['death-skull', 'crossed-bones', 'tombstone']],
  [/fire|flame|burn|ember|ash|furnace/, ['burning-skull']],
  [/goat|horn|devil|hell/, ['goat']],
  [/church|cathedral|choir|hymn|sermon|bell|nave|prophet/, ['grim-reaper', 'crowned-skull']],
];

export const METAL_DEFAULTS = ['raven', 'crowned-skull', 'goat', 'death-skull', 'dagger-rose'];

export const metalCathedral: Template = {
  id: 'metal-cathedral',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.7,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const nameFirst = rng.chance(0.5);
    const motif = pickMotif(ctx, METAL_MOTIFS, METAL_DEFAULTS);

    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 1080 * s,
      maxCap: 260 * s,
      maxHeight: 340 * s,
      maxLines: 3,
      leading: 0.18,
    });

    const archW = 440;
    const archH = archW * 1.5;
    const drawArch = (top: number): number => {
      const bottom = top + archH;
      const cx = CENTER_X;
      b.add(
        `<path fill="none" stroke="${inks.primary}" stroke-width="14" stroke-linejoin="miter" d="${pointedArch(cx, top, archW, bottom)}"/>`,
        [inks.primary],
      );
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="5" d="${pointedArch(cx, top + 34, archW - 56, bottom - 22)}"/>`,
        [inks.accent],
      );
      // Pinnacles at the springing points and a spire at the apex: the outline's thorns.
      const spring = top + archW * 0.866;
      const spikes = [
        spike([cx, top + 4], -90, 120, 22),
        spike([cx - archW / 2, spring + 2], -90, 90, 20),
        spike([cx + archW / 2, spring + 2], -90, 90, 20),
        spike([cx - archW / 2 - 6, spring + 60], 200, 70, 14),
        spike([cx + archW / 2 + 6, spring + 60], -20, 70, 14),
      ];
      b.add(`<path fill="${inks.primary}" d="${spikes.join('')}"/>`, [inks.primary]);
      // A trefoil of tracery under the apex, then the sill.
      const roseY = top + archW * 0.42;
      const lobes = [-90, 30, 150].map((deg) => {
        const a = (deg * Math.PI) / 180;
        return circle(cx + Math.cos(a) * 17, roseY + Math.sin(a) * 17, 17);
      });
      b.add(`<path fill="none" stroke="${inks.accent}" stroke-width="4" d="${lobes.join('')}"/>`, [
        inks.accent,
      ]);
      b.add(
        `<path fill="${inks.primary}" d="M${cx - archW / 2 - 40} ${bottom}h${archW + 80}v12h${-(archW + 80)}Z"/>`,
        [inks.primary],
      );
      icon(
        b,
        motif,
        { x0: cx - archW * 0.36, y0: roseY + 60, x1: cx + archW * 0.36, y1: bottom - 40 },
        inks.primary,
        { anchor: 'bottom', flip: rng.chance(0.5) },
      );
      return bottom + 12;
    };

    let y = 60;
    if (!nameFirst) y = drawArch(y + 130) + 60;
    const nameBox = drawBlock(b, name, { top: y, paint: { fill: inks.primary }, role: 'name' });
    y = nameBox.y1 + 56;
    const dividerHalf = Math.min(460, Math.max(260, (nameBox.x1 - nameBox.x0) / 2));
    b.add(`<path fill="${inks.accent}" d="${thornDivider(CENTER_X, y, dividerHalf, 20)}"/>`, [
      inks.accent,
    ]);
    y += 50;
    const track = await smallLine(b, ctx, ctx.track, {
      baseline: y + 44,
      cap: 40,
      maxWidth: 900,
      ink: inks.support,
      role: 'track',
      tracking: 0.3,
    });
    y = track.y1;
    if (nameFirst) y = drawArch(y + 150);
    await detailsLine(b, ctx, {
      chance: 0.6,
      baseline: y + 70,
      cap: 30,
      maxWidth: 600,
      ink: inks.support,
      tracking: 0.5,
    });
  },
};
