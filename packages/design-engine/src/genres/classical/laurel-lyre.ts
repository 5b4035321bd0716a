/**
 * Classical laurel and lyre: an engraved lyre (or harp, violin) inside a laurel wreath, the name
 * arched over it in engraved capitals, and the song set small between hairlines below — a
 * conservatoire medal rather than a band crest. Seeded: the name arched over the wreath, or set
 * straight under it in engraved capitals between the hairlines, the medal standing higher.
 * What the medal holds is the artist's (medal-emblem.ts): the instrument or thing its songs,
 * name or genres name (a piano for a pianist, the lyre for a singer), else a seeded emblem.
 * Indian classical wears a lotus garland instead of the Roman laurel (closed when the name is set
 * straight, open under an arched one), round a tanpura, a sitar or a lotus.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { circleText } from '../../layout/circle-text.ts';
import { casingFor } from '../../style/styles.ts';
import { r } from '../../svg/num.ts';
import { diamond, laurel } from '../../svg/shapes.ts';
import { altNameLine, nameLockup, quoted, smallLine } from '../../templates/common.ts';
import { countryOf } from '../shared/art.ts';
import { fitsRing } from '../shared/ring-name.ts';
import { emblem as drawEmblem, lotusGarland } from './instruments.ts';
import { medalEmblem } from './medal-emblem.ts';
import { classicalTradition } from './sub-genres.ts';

export const classicalLaurelLyre: Template = {
  id: 'classical-laurel-lyre',
  needsImage: false,
  maxGrow: 1.3,
  canSet: (name) => fitsRing(name),
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const cx = CENTER_X;
    const R = 330 * ctx.shrink;
    const arched = rng.chance(0.55);
    const cy = 110 + R + (arched ? 130 : 0);
    if (arched)
      await circleText(b, casingFor(faces.display, ctx.name), faces.display, {
        cx,
        cy,
        radius: R + 78,
        cap: ([...ctx.name].length <= 8 ? 110 : 78) * ctx.shrink,
        tracking: 0.22,
        side: 'top',
        maxSweep: 170,
        ink: inks.primary,
        role: 'name',
      });
    const size = R / 250;
    const wreath =
      classicalTradition(ctx.genres) === 'indian'
        ? `<path fill="${inks.accent}" d="${lotusGarland(cx, cy, R * 0.76, arched ? 250 : 360, arched ? 13 : 18, size * 0.78)}"/>`
        : `<path fill="${inks.accent}" d="${laurel(cx, cy, R * 0.98, -1, 12, size)}${laurel(cx, cy, R * 0.98, 1, 12, size)}"/>`;
    b.add(wreath, [inks.accent]);
    const emblem = medalEmblem(ctx);
    // A long-necked lute leans across the medal (a tall, thin thing upright would stand small
    // in it); the icons fit the medal's inner box as drawn.
    const long = emblem === 'tanpura' || emblem === 'sitar';
    const reach = long ? 1.3 : 1;
    drawEmblem(
      b,
      emblem,
      {
        x0: cx - R * 0.48 * reach,
        y0: cy - R * 0.62 * reach,
        x1: cx + R * 0.48 * reach,
        y1: cy + R * 0.55 * reach,
      },
      inks.primary,
      long ? 32 : 0,
    );
    // Straight, the name (and its romanisation) sits under the medal in engraved capitals.
    const under = arched
      ? await altNameLine(b, ctx, {
          baseline: cy + R + 40,
          cap: 36,
          maxWidth: 820,
          ink: inks.primary,
          tracking: 0.3,
        })
      : (
          await nameLockup(b, ctx, {
            maxWidth: 980 * ctx.shrink,
            maxCap: 120 * ctx.shrink,
            maxHeight: 280 * ctx.shrink,
            maxLines: 2,
            leading: 0.3,
            tracking: 0.16,
            top: cy + R + 60,
            paint: { fill: inks.primary },
          })
        ).box;
    const y = (under ? under.y1 + 30 : cy + R) + 40;
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="3" d="M${r(cx - 380)} ${r(y)}H${r(cx + 380)}"/><path fill="${inks.primary}" d="${diamond(cx - 392, y, 18, 18)}${diamond(cx + 392, y, 18, 18)}"/>`,
      [inks.primary],
    );
    const track = await smallLine(b, ctx, quoted(ctx.track), {
      baseline: y + 80,
      cap: 36,
      maxWidth: 820,
      ink: inks.primary,
      role: 'track',
      tracking: 0.15,
    });
    const place = countryOf(ctx);
    if (place) {
      await smallLine(b, ctx, place, {
        baseline: track.y1 + 70,
        cap: 26,
        maxWidth: 600,
        ink: inks.support,
        role: 'detail',
        tracking: 0.45,
      });
    }
  },
};
