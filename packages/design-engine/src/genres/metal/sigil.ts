/**
 * Metal, sigil: strict mirror symmetry. A ringed sigil with a corona of thorns holds the family
 * motif, flanked by a mirrored pair (ravens, wolves, serpents, bats facing inwards); the name
 * below grows spiked wings from both ends like a hand-drawn black-metal logo; the track sits
 * between two daggers of rule. Seeded: flank and centre motifs, spike count, wing length, and
 * the order — the sigil crowning the name, or the winged name over the sigil with the track
 * under it (so two bands of the family rarely get the same plate). The plate is as tall as it is
 * wide (a big ring, the pair tucked in, the winged name no wider than the pair), so it fills the
 * chest print: a wide, short plate was scaled to the print's width and printed on the top ~45%
 * of it. The core styles' name is their thorned logo (hard-name.ts) instead of the winged name.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { circle } from '../../svg/shapes.ts';
import { nameBlock, smallLine } from '../../templates/common.ts';
import { icon, pickMotif, type MotifRule } from '../shared/art.ts';
import { METAL_DEFAULTS, METAL_MOTIFS } from './cathedral.ts';
import { drawMetalName, nameHeadroom, spikesName } from './hard-name.ts';
import { spike } from './thorns.ts';

const FLANKS: readonly MotifRule[] = [
  [/raven|crow|wing|feather|bird/, ['raven']],
  [/wolf|howl|moon|night/, ['wolf-howl']],
  [/serpent|snake|venom/, ['snake']],
  [/bat|blood|vamp/, ['bat']],
];
const FLANK_DEFAULTS = ['raven', 'wolf-howl', 'snake', 'raven'];

export const metalSigil: Template = {
  id: 'metal-sigil',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.6,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const centre = pickMotif(ctx, METAL_MOTIFS, METAL_DEFAULTS);
    const flank = pickMotif(ctx, FLANKS, FLANK_DEFAULTS);
    const nameFirst = rng.chance(0.45);

    // The plate's width: the flanking pair's outer edges. The name and its wings stay inside it.
    const radius = 290;
    const fw = 190;
    const half = radius + 70 + fw;
    const wing = rng.range(100, 140);
    const spiked = spikesName(ctx);
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: (spiked ? 2 * half - 300 : 2 * (half - wing - 18)) * s,
      maxCap: 250 * s,
      maxHeight: 380 * s,
      maxLines: 3,
      leading: 0.16,
    });
    // Name first: the name's top leaves room for its upper wing spikes; the sigil's upper thorns
    // (120 long) clear the name's foot, or its hanging thorns when it is a logo.
    const headroom = nameHeadroom(ctx, name);
    const top = (nameFirst ? 90 : 330 + radius + 150) + headroom;
    const cy = nameFirst ? top + name.height + 150 + radius + headroom * 1.4 : 330;

    // The sigil: two rings and a corona of thorns, the motif inside.
    const count = rng.pick([12, 16, 20]);
    const thorns: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const deg = -90 + (360 * i) / count;
      const a = (deg * Math.PI) / 180;
      const long = i % 2 === 0;
      thorns.push(
        spike(
          [CENTER_X + Math.cos(a) * (radius + 2), cy + Math.sin(a) * (radius + 2)],
          deg,
          long ? 120 : 60,
          long ? 26 : 18,
        ),
      );
    }
    b.add(`<path fill="${inks.primary}" d="${thorns.join('')}"/>`, [inks.primary]);
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="14" d="${circle(CENTER_X, cy, radius)}"/>`,
      [inks.primary],
    );
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="5" d="${circle(CENTER_X, cy, radius - 28)}"/>`,
      [inks.accent],
    );
    icon(
      b,
      centre,
      {
        x0: CENTER_X - radius * 0.58,
        y0: cy - radius * 0.58,
        x1: CENTER_X + radius * 0.58,
        y1: cy + radius * 0.58,
      },
      inks.primary,
    );

    // The mirrored pair, facing the sigil.
    const fy0 = cy - 40;
    // These silhouettes face right in the set: the left one as drawn, the right one mirrored.
    const flip = false;
    icon(
      b,
      flank,
      { x0: CENTER_X - radius - 70 - fw, y0: fy0, x1: CENTER_X - radius - 70, y1: fy0 + fw },
      inks.accent,
      { flip, anchor: 'bottom' },
    );
    icon(
      b,
      flank,
      { x0: CENTER_X + radius + 70, y0: fy0, x1: CENTER_X + radius + 70 + fw, y1: fy0 + fw },
      inks.accent,
      { flip: !flip, anchor: 'bottom' },
    );

    // The name with spiked wings from both ends (the logo has its own barbs).
    const { letters: box, mark } = drawMetalName(b, ctx, name, top, inks.primary);
    const mid = top + name.cap * 0.55;
    const wings: string[] = [];
    for (const side of spiked ? [] : [-1, 1]) {
      const x = side < 0 ? box.x0 - 18 : box.x1 + 18;
      const out = side < 0 ? 180 : 0;
      wings.push(spike([x, mid], out, wing, name.cap * 0.22));
      wings.push(spike([x, mid - name.cap * 0.3], out - side * 22, wing * 0.6, name.cap * 0.12));
      wings.push(spike([x, mid + name.cap * 0.3], out + side * 22, wing * 0.6, name.cap * 0.12));
    }
    if (wings.length > 0)
      b.add(`<path fill="${inks.accent}" d="${wings.join('')}"/>`, [inks.accent]);

    // The track between two daggers of rule, under whatever comes last.
    const y = (nameFirst ? cy + radius + 130 : Math.max(box.y1, mark.y1)) + 90;
    const track = await smallLine(b, ctx, ctx.track, {
      baseline: y,
      cap: 36,
      maxWidth: 700,
      ink: inks.support,
      role: 'track',
      tracking: 0.3,
    });
    const ruleY = (track.y0 + track.y1) / 2;
    const daggers = [
      spike([track.x0 - 30, ruleY], 180, 200, 10),
      spike([track.x1 + 30, ruleY], 0, 200, 10),
    ];
    b.add(`<path fill="${inks.accent}" d="${daggers.join('')}"/>`, [inks.accent]);
  },
};
