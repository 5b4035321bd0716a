/**
 * Indie, psych poster: the psychedelic rock shirt after the 60s–70s ballroom posters and
 * Anatolian rock sleeves. The name's own shaped outline is bent (swollen like a balloon, riding
 * a wave, or melting at its feet: shared/warped-name.ts), often over a 70s drop shadow in a
 * second ink, under or inside a flat emblem in the picture's inks; the song a small line under.
 * Any script bends the same way, since the warp moves HarfBuzz's outline, not Latin letters.
 *
 * The seed picks the emblem (PSYCH_ARRANGEMENTS), the warp, the shadow and the emblem's rays:
 * - 'sun': a ringed sun in a crown of swaying flame rays above the name;
 * - 'eye': an eye with a ringed iris in a burst of straight rays above the name;
 * - 'ripple': op-art bands swelling round the name itself, held off its letters.
 */
import { hexToHsl } from '../../color/color.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import type { TextBlock } from '../../layout/text-line.ts';
import { circle, ring } from '../../svg/shapes.ts';
import { drawBlock, nameBlock, smallLine } from '../../templates/common.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { detailsLine } from '../shared/details-line.ts';
import { drawWarpedName, NAME_WARPS, warpName, type NameWarp } from '../shared/warped-name.ts';
import { eyeOutline, eyeRays, ripples, rippleReach, sunDisc, wavyRays } from './psych-emblems.ts';

export const PSYCH_ARRANGEMENTS = ['sun', 'eye', 'ripple'] as const;
type Emblem = (typeof PSYCH_ARRANGEMENTS)[number];

/** The emblem's centre and outer reach above the name ('sun' and 'eye'). */
const EMBLEM = { cy: 300, reach: 250 };

async function fitName(ctx: TemplateContext, warp: NameWarp, emblem: Emblem): Promise<TextBlock> {
  const s = ctx.shrink;
  return nameBlock(ctx, ctx.faces.display, {
    // Ripples round the name need their own room inside the art box.
    maxWidth: (emblem === 'ripple' ? 720 : 940) * s,
    maxCap: 200 * s,
    maxHeight: 430 * s,
    maxLines: 3,
    // Melting lines need room for their drips above the next line.
    leading: warp === 'melt' ? 0.42 : 0.2,
    tracking: 0.03,
    inkGap: 0.25,
    breakGain: 1.1,
  });
}

/**
 * How warm and saturated an ink is: the sun, the iris and the shadow take the warmer of the
 * design's two hue inks (the posters' orange, red and gold), whichever the picture made accent.
 */
function warmth(hex: string): number {
  const { h, s } = hexToHsl(hex);
  return (h < 75 || h > 330 ? s : 0) + s * 0.2;
}

/** The sun or the eye, centred at (CENTER_X, EMBLEM.cy), in `body` with rays in `rays`. */
function drawEmblem(
  b: ArtBuilder,
  ctx: TemplateContext,
  emblem: 'sun' | 'eye',
  inks: { body: string; rays: string },
): void {
  const { rng } = ctx;
  const { body, rays } = inks;
  const cx = CENTER_X;
  const cy = EMBLEM.cy;
  if (emblem === 'sun') {
    const radius = rng.range(95, 118);
    const crown = wavyRays(cx, cy, radius * 1.2, EMBLEM.reach, rng.pick([12, 16, 18, 24]), {
      waves: rng.range(1.5, 3),
      base: rng.range(26, 38),
      alternate: rng.chance(0.6),
      turn: rng.range(0, Math.PI),
    });
    b.add(`<path fill="${rays}" d="${crown}"/>`, [rays]);
    b.add(`<path fill="${body}" fill-rule="evenodd" d="${sunDisc(cx, cy, radius)}"/>`, [body]);
    return;
  }
  const w = rng.range(170, 200);
  const h = w * rng.range(0.36, 0.44);
  const burst = eyeRays(cx, cy, w, h, rng.pick([20, 24, 28, 32]), rng.range(1.35, 1.5), 14);
  b.add(`<path fill="${rays}" d="${burst}"/>`, [rays]);
  b.add(`<path fill="${body}" fill-rule="evenodd" d="${eyeOutline(cx, cy, w, h, 14)}"/>`, [body]);
  // The iris: a ring and a solid pupil, garment between, sitting inside the lids.
  const iris = h * 0.8;
  b.add(
    `<path fill="${body}" fill-rule="evenodd" d="${ring(cx, cy, iris, iris * 0.72)}${circle(cx, cy, iris * 0.42)}"/>`,
    [body],
  );
}

export const indiePsychPoster: Template = {
  id: 'indie-psych-poster',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const emblem: Emblem = pickArrangement(ctx, PSYCH_ARRANGEMENTS);
    const warp: NameWarp = rng.pick(NAME_WARPS);
    const name = await fitName(ctx, warp, emblem);
    // Two inks beside the name's: the accent and the support ink (the name's in a duotone);
    // the warmer is the emblem's body and the shadow, the other the rays and alternate bands.
    const other = inks.support !== inks.accent ? inks.support : inks.primary;
    const [body, second] =
      warmth(other) > warmth(inks.accent) ? [other, inks.accent] : [inks.accent, other];
    const lines = name.sub ? name.sub.offset : name.height;
    // Room above the name for a balloon's rise or a ripple's crest.
    const lift = name.cap * 0.3;
    const rippling = { bands: rng.int(4, 5), pitch: rng.range(28, 34) };
    // The ripples hug the name a little outside its lines, so the name comes down by as much.
    const hug = (h: number): number => h * 0.62 + 40;
    const top =
      emblem === 'ripple'
        ? 60 + hug(lines) + rippleReach(rippling.bands, rippling.pitch) - lines / 2 + lift
        : EMBLEM.cy + EMBLEM.reach + 45 + lift;
    const warped = warpName(name, top, warp, rng.fork('warp'));
    let rippleFoot = 0;
    if (emblem === 'ripple') {
      // The bands swell round the name's own bent outline and stop short of its letters.
      const { box } = warped;
      const cy = (box.y0 + box.y1) / 2;
      const size = {
        rx: Math.min(
          600 - rippleReach(rippling.bands, rippling.pitch),
          (box.x1 - box.x0) * 0.5 + 40,
        ),
        ry: hug(box.y1 - box.y0),
        ...rippling,
      };
      const bands = ripples(CENTER_X, cy, size, rng.fork('ripples'));
      rippleFoot = cy + size.ry + rippleReach(rippling.bands, rippling.pitch);
      const gap = Math.max(18, name.cap * 0.16);
      const cut = cutAwayMask(b, 'psych', swollen(warped.markup, gap * 2));
      b.add(
        `<g mask="url(#${cut})" fill-rule="evenodd"><path fill="${body}" d="${bands.even}"/><path fill="${second}" d="${bands.odd}"/></g>`,
        [body, second],
      );
    } else {
      drawEmblem(b, ctx, emblem, { body, rays: second });
    }

    const shadow = rng.chance(0.65)
      ? { ink: body !== inks.primary ? body : second, dx: name.cap * 0.05, dy: name.cap * 0.06 }
      : undefined;
    const drawn = drawWarpedName(b, warped, {
      paint: { fill: inks.primary },
      ...(shadow ? { shadow } : {}),
    });
    // Whatever follows the name starts under the ripples' outer band.
    let foot = Math.max(drawn.y1 + (shadow?.dy ?? 0), rippleFoot - 25);
    if (name.sub) {
      const alt = drawBlock(b, name.sub.block, {
        top: foot + Math.max(24, name.sub.block.cap * 0.9),
        paint: { fill: inks.primary },
        role: 'name',
      });
      foot = alt.y1;
    }
    const song = ctx.track
      ? await smallLine(b, ctx, ctx.track, {
          baseline: foot + 95,
          cap: 40,
          maxWidth: 860,
          ink: inks.support,
          role: 'track',
          tracking: 0.3,
        })
      : null;
    await detailsLine(b, ctx, {
      baseline: (song?.y1 ?? foot) + 75,
      cap: 30,
      maxWidth: 700,
      ink: inks.support,
      tracking: 0.45,
      chance: 0.5,
    });
  },
};
