/**
 * Folk Celtic knot: an interlaced knot medallion drawn as vectors (a trefoil like a triquetra, a
 * five-lobed knot or a four-lobed rosette, its over-under worked out by knotwork.ts) in a ruled
 * ring, the name under it in engraved capitals, a plaited knotwork rule, and the song on a
 * ribbon — the tee of an Irish, Scottish or Breton trad act, not a generic folk wreath. Seeded:
 * the knot, a hollow or an inked band, the plait or a plain double rule.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { r } from '../../svg/num.ts';
import { banner, circle } from '../../svg/shapes.ts';
import { isStyledLowerCase } from '../../style/styles.ts';
import { nameLockup, quoted, smallLine } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';
import { drawKnot, plait, torusKnot, trefoil } from './knotwork.ts';

/** Torus knots by turns round the centre and lobes: a cinquefoil and a four-lobed rosette. */
const TORUS_KNOTS = [
  { p: 2, q: 5, depth: 2.4 },
  { p: 3, q: 4, depth: 2.6 },
] as const;

export const folkCelticKnot: Template = {
  id: 'folk-celtic-knot',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const cx = CENTER_X;
    // The triquetra's trefoil on half the designs, else one of the richer knots.
    const knot = rng.chance(0.5) ? null : rng.pick(TORUS_KNOTS);
    const cored = rng.chance(0.5);
    const ruleKind = rng.pick(['plait', 'plait', 'double'] as const);

    // The medallion: the knot inside a ruled double ring.
    const R = 280 * ctx.shrink;
    const cy = 90 + R;
    const ring = `${circle(cx, cy, R)}${circle(cx, cy, R - 18 * ctx.shrink)}`;
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="${r(7 * ctx.shrink)}" d="${ring}"/>`,
      [inks.primary],
    );
    const band = (knot ? 38 : 46) * ctx.shrink;
    const inside = R - 60 * ctx.shrink;
    const strand = knot
      ? torusKnot(cx, cy, inside, knot.p, knot.q, knot.depth)
      : // The trefoil's lobes reach about 0.97 of its scale: centred on the ring's middle.
        trefoil(cx, cy - inside * 0.08, inside * 0.97);
    drawKnot(b, [strand], {
      width: band,
      line: 7 * ctx.shrink,
      gap: 9 * ctx.shrink,
      ink: inks.primary,
      ...(cored ? { core: inks.accent } : {}),
    });

    // Engraved capitals suit the stone crosses and manuscripts; a lower-case name keeps the
    // set's own face, which has a lower case to keep.
    const face = isStyledLowerCase(ctx.name) ? faces.display : 'cinzelBold';
    const { box: nameBox } = await nameLockup(b, ctx, {
      face,
      maxWidth: 920 * ctx.shrink,
      maxCap: 140 * ctx.shrink,
      maxHeight: 330 * ctx.shrink,
      maxLines: 3,
      leading: 0.25,
      tracking: 0.08,
      top: cy + R + 80,
      paint: { fill: inks.primary },
    });

    // The rule under the name: a two-strand plait, or a plain double rule.
    const ruleY = nameBox.y1 + 70;
    const half = Math.min(430, Math.max(260, (nameBox.x1 - nameBox.x0) / 2 + 40));
    if (ruleKind === 'plait') {
      drawKnot(b, plait(cx - half, cx + half, ruleY, 18, 72), {
        width: 14,
        line: 14,
        gap: 7,
        ink: inks.accent,
      });
    } else {
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="5" d="M${r(cx - half)} ${r(ruleY - 9)}H${r(cx + half)}M${r(cx - half)} ${r(ruleY + 9)}H${r(cx + half)}"/>`,
        [inks.accent],
      );
    }

    // The song on a ribbon, the ribbon cut to the title's length.
    let bottom = ruleY + 30;
    if (ctx.track.length > 0) {
      const baseline = ruleY + 120;
      const song = await smallLine(b, ctx, quoted(ctx.track), {
        baseline,
        cap: 34,
        maxWidth: 720,
        ink: inks.primary,
        role: 'track',
        tracking: 0.2,
      });
      const w = song.x1 - song.x0 + 90;
      const h = song.y1 - song.y0 + 56;
      b.add(
        `<path fill="none" stroke="${inks.primary}" stroke-width="5" stroke-linejoin="round" d="${banner(cx, (song.y0 + song.y1) / 2, w, h, 60)}"/>`,
        [inks.primary],
      );
      bottom = song.y1 + 28;
    }
    await detailsLine(b, ctx, {
      baseline: bottom + 90,
      cap: 28,
      maxWidth: 760,
      ink: inks.support,
      tracking: 0.45,
    });
  },
};
