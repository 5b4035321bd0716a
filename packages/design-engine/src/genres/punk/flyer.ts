/**
 * Punk, hardcore flyer: the name as a justified block — every word stretched to the same
 * width, so short words stand huge, the way hardcore logos stack — alternating the two inks,
 * strands of barbed wire between the words, the whole thing run through a worn photocopier
 * (toner dropouts, roller streaks); the artist's tracks listed under it with ✕ marks in the
 * typewriter face. Seeded: which ink leads, wire, photocopy wear, and the wire's place:
 * 'strung' between the words (the tracklist under, as above) or 'fenced' — the block penned
 * in a square of barbed wire, no wire between the words, and this design's one song typed
 * large under the fence — or 'stamped': the block a size smaller and the band's own emblem
 * (what its name or this song names: the broken bottle of "Broken Bottle Choir", the fist of
 * "Riot Song", else a seeded punk default) rubber-stamped big and askew between the block and
 * the tracklist, inside a rough double ring, so two flyers of the family are not one text page.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { capHeight, fitScale, lineWidth, textLine } from '../../layout/text-line.ts';
import { barbedWire, xeroxMask } from '../../motifs/grit.ts';
import { casingFor } from '../../style/styles.ts';
import { canSetAsTiles } from '../../text/scripts.ts';
import { altNameLine, oneLineList, pickMotif, trackList } from '../shared/art.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { r } from '../../svg/num.ts';
import { circle } from '../../svg/shapes.ts';
import { tiltedIcon } from '../shared/tilted-icon.ts';
import { PUNK_MOTIFS, punkDefaults } from './cut-up.ts';

const WIDTH = 980;

export const FLYER_ARRANGEMENTS = ['strung', 'fenced', 'stamped'] as const;

export const punkFlyer: Template = {
  id: 'punk-flyer',
  namesMotif: true,
  needsImage: false,
  needsTracks: 2,
  maxGrow: 1.45,
  // Words are set one per line at their own size: scripts without spaces between words, or
  // with joined letters, read better in the other punk layouts.
  canSet: (name) => canSetAsTiles(name) && /\S\s+\S/.test(name.trim()),
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const face = faces.display;
    const words = ctx.name.trim().split(/\s+/).slice(0, 5);
    const inkFirst = rng.chance(0.5);
    const arrangement = pickArrangement(ctx, FLYER_ARRANGEMENTS);
    const fenced = arrangement === 'fenced';
    const stamped = arrangement === 'stamped';

    // Inside the fence the block starts lower and a little narrower, the wire round it.
    const top = fenced ? 160 : 60;
    const width = fenced ? WIDTH - 120 : WIDTH;
    const id = b.uid('xerox');
    b.def(xeroxMask(id, { x0: 0, y0: 0, x1: 1200, y1: 1600 }, rng.fork('xerox'), 0.5));
    b.add(`<g mask="url(#${id})">`, []);
    let y = top;
    // The emblem stamped under the block: a rough double ring, the silhouette askew inside it,
    // both through the same photocopy wear as the type. Returns the y under the ring.
    const stamp = (at: number): number => {
      const radius = 250 * s;
      const cx = CENTER_X + rng.range(-60, 60);
      const cy = at + radius;
      const motif = pickMotif(ctx, PUNK_MOTIFS, punkDefaults(ctx));
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="${r(16 * s)}" d="${circle(cx, cy, radius)}"/><path fill="none" stroke="${inks.accent}" stroke-width="${r(6 * s)}" d="${circle(cx, cy, radius - 30 * s)}"/>`,
        [inks.accent],
      );
      const inner = radius * 0.62;
      tiltedIcon(
        b,
        motif,
        { x0: cx - inner, y0: cy - inner, x1: cx + inner, y1: cy + inner },
        inks.primary,
        rng.range(-14, 14),
        { flip: rng.chance(0.5) },
      );
      return cy + radius + 10;
    };
    for (const [i, word] of words.entries()) {
      const line = await textLine(casingFor(face, word), face, 0.01);
      // Justified: every word the full width, capped so a two-letter word stays a word.
      // Stamped: a size smaller, so the emblem under it has room.
      const maxCap = (stamped ? 230 : 330) * s;
      const scale = Math.min(fitScale(line, width * s, maxCap), (width * s) / lineWidth(line));
      const cap = capHeight(line) * scale;
      const ink = (i % 2 === 0) === inkFirst ? inks.primary : inks.accent;
      const box = b.text(line, { x: CENTER_X, baseline: y + cap, scale }, { fill: ink }, 'name');
      y = box.y1 + 18;
      if (!fenced && !stamped && i < words.length - 1 && rng.chance(0.7)) {
        b.add(
          `<path fill="${inks.support}" d="${barbedWire(CENTER_X - WIDTH / 2, CENTER_X + WIDTH / 2, y + 34, 72, rng)}"/>`,
          [inks.support],
        );
        y += 84;
      } else y += 10;
    }
    if (fenced) {
      // The fence: four strands round the block, the sides drawn as turned top strands.
      const x0 = CENTER_X - WIDTH / 2 - 10;
      const x1 = CENTER_X + WIDTH / 2 + 10;
      const y0 = top - 80;
      const y1 = y + 50;
      const mid = (y0 + y1) / 2;
      const half = (y1 - y0) / 2;
      const side = (x: number): string =>
        `<path transform="rotate(90 ${r(x)} ${r(mid)})" d="${barbedWire(x - half, x + half, mid, 72, rng)}"/>`;
      b.add(
        `<g fill="${inks.support}"><path d="${barbedWire(x0, x1, y0, 72, rng)}${barbedWire(x0, x1, y1, 72, rng)}"/>${side(x0)}${side(x1)}</g>`,
        [inks.support],
      );
      y = y1 + 40;
    }
    if (stamped) y = stamp(y + 30);
    b.add('</g>', []);
    y = await altNameLine(b, ctx, { top: y + 10, cap: 36, maxWidth: 900, ink: inks.primary });
    if (fenced) {
      await oneLineList(b, [ctx.track], {
        face: 'specialElite',
        x: CENTER_X,
        align: 'center',
        top: y + 90,
        step: 64,
        cap: 56,
        maxWidth: WIDTH,
        tracking: 0.06,
        inks: [inks.accent],
        max: 1,
      });
      return;
    }

    const tracks = trackList(ctx, 8).map((t) => `✕ ${t}`);
    await oneLineList(b, tracks, {
      face: 'specialElite',
      x: CENTER_X,
      align: 'center',
      top: y + 80,
      step: 64,
      cap: 38,
      maxWidth: WIDTH,
      tracking: 0.06,
      inks: [inks.primary, inks.support],
      max: 3,
    });
  },
};
