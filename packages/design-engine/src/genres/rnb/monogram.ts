/**
 * R&B lush monogram: the initials in a large flowing script inside an oval of a heavy and a
 * hairline ring, broad-nib flourishes above and below, the name in widely tracked capitals and
 * the song small — the look of a perfume label or a hotel crest. Seeded: two or three initials,
 * and the frame: the 'oval' (the name under it, as above) or a round 'seal' — the name set round
 * its top arc, the song round its foot, the initials in the middle, a pearl at each side.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { capHeight, fitScale, textLine } from '../../layout/text-line.ts';
import { flourish } from '../../motifs/index.ts';
import { r } from '../../svg/num.ts';
import { canSetAsTiles, graphemes } from '../../text/scripts.ts';
import { initials, nameLockup, quoted, smallLine } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';
import { nameLines } from './name-lines.ts';
import { circleText } from '../../layout/circle-text.ts';
import { casingFor } from '../../style/styles.ts';
import { circle } from '../../svg/shapes.ts';
import { isCased } from '../../text/scripts.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { slotText, underSlot } from '../shared/tracks.ts';

export const MONOGRAM_ARRANGEMENTS = ['oval', 'seal'] as const;

export const rnbMonogram: Template = {
  id: 'rnb-monogram',
  needsImage: false,
  // Initials of joined scripts (Arabic, Devanagari…) would print as cut-off isolated letters.
  canSet: (name) => canSetAsTiles(name),
  maxGrow: 1.4,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const cx = CENTER_X;
    const seal = pickArrangement(ctx, MONOGRAM_ARRANGEMENTS) === 'seal';
    const rx = (seal ? 400 : 300) * ctx.shrink;
    const ry = (seal ? 400 : 380) * ctx.shrink;
    const cy = 130 + ry;
    const ell = (x: number, y: number): string =>
      `<ellipse cx="${cx}" cy="${r(cy)}" rx="${r(x)}" ry="${r(y)}" fill="none"`;
    b.add(
      `${ell(rx, ry)} stroke="${inks.accent}" stroke-width="12"/>${ell(rx - 26, ry - 26)} stroke="${inks.accent}" stroke-width="3"/>`,
      [inks.accent],
    );
    // Initials of the name's words (an emoji or symbol word is no initial: "🌙 Moonchild 🌙" is
    // monogrammed "M"), cut by whole letters (slicing code units would split an emoji).
    const worded = ctx.name
      .split(/\s+/)
      .filter((w) => /[\p{L}\p{N}]/u.test(w))
      .join(' ');
    const letters = graphemes(initials(worded || ctx.name))
      .map((g) => g.text)
      .slice(0, rng.chance(0.5) ? 2 : 3)
      .join('');
    const mono = await textLine(letters, faces.script);
    // In the seal the initials keep to the inner circle, inside the ring of type.
    const scale = seal ? fitScale(mono, rx * 0.95, ry * 0.55) : fitScale(mono, rx * 1.5, ry * 0.9);
    const baseline = cy + (capHeight(mono) * scale) / 2;
    b.text(mono, { x: cx, baseline, scale }, { fill: inks.primary }, 'detail');
    if (seal) {
      await sealType();
      return;
    }
    const fw = 460 * ctx.shrink;
    b.add(
      `<path fill="${inks.accent}" d="${flourish({ x0: cx - fw / 2, y0: cy - ry - 70, x1: cx + fw / 2, y1: cy - ry + 20 })}${flourish({ x0: cx - fw / 2, y0: cy + ry - 20, x1: cx + fw / 2, y1: cy + ry + 70 })}"/>`,
      [inks.accent],
    );
    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: 1000 * ctx.shrink,
      maxCap: 110 * ctx.shrink,
      maxHeight: 260 * ctx.shrink,
      maxLines: nameLines(ctx.name, 2),
      leading: 0.3,
      tracking: 0.22,
      top: cy + ry + 130,
      paint: { fill: inks.primary },
    });
    const track = await smallLine(b, ctx, quoted(ctx.track), {
      baseline: nameBox.y1 + 80,
      cap: 30,
      maxWidth: 820,
      ink: inks.support,
      role: 'track',
      tracking: 0.35,
      face: faces.display,
    });
    await detailsLine(b, ctx, {
      baseline: track.y1 + 56,
      cap: 26,
      maxWidth: 600,
      ink: inks.support,
      tracking: 0.5,
      face: faces.display,
      chance: 0.4,
    });

    /** The seal's ring of type: the name over the top, the song round the foot, pearls between. */
    async function sealType(): Promise<void> {
      const inner = rx - 26;
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="3" d="${circle(cx, cy, inner - 150 * ctx.shrink)}"/>`,
        [inks.accent],
      );
      await circleText(b, casingFor(faces.display, ctx.name), faces.display, {
        cx,
        cy,
        radius: inner - 95 * ctx.shrink,
        // Syllable blocks and ideographs stand taller than a Latin capital of the same cap.
        cap: ([...ctx.name].length <= 12 ? 76 : 62) * ctx.shrink * (isCased(ctx.name) ? 1 : 0.8),
        tracking: 0.24,
        side: 'top',
        // Clear of the pearls at the seal's waist.
        maxSweep: 176,
        ink: inks.primary,
        role: 'name',
      });
      const slot = slotText(ctx, 22);
      // Without a song or a place the lower ring stays open.
      if (slot.text.length > 0)
        await circleText(b, slot.text, faces.display, {
          cx,
          cy,
          radius: inner - 58 * ctx.shrink,
          cap: 34,
          tracking: 0.3,
          side: 'bottom',
          maxSweep: 110,
          ink: inks.support,
          role: slot.role,
        });
      const pearls = [-1, 1]
        .map((d) => circle(cx + d * (inner - 75 * ctx.shrink), cy, 12))
        .join('');
      b.add(`<path fill="${inks.accent}" d="${pearls}"/>`, [inks.accent]);
      await underSlot(b, ctx, slot, {
        baseline: cy + ry + 100,
        cap: 30,
        maxWidth: 820,
        ink: inks.support,
        tracking: { track: 0.35, detail: 0.5 },
        face: faces.display,
      });
    }
  },
};
