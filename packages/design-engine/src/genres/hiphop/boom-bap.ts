/**
 * Hip hop, boom bap: the golden-era, east-coast shirt — the name in fat capitals cut like a
 * sticker from a 90s flyer (letters, a thick outline in the accent, a hard offset shadow), over
 * the gear of the era. Only for BOOM_BAP. Seeded: one of three arrangements — the name over a
 * boombox; the name over a turntable seen from above (the record's grooves, its label in the
 * accent, the tonearm resting on the run-in); or a subway sign: a rule along the top, the name
 * set flush left like a station, the artist's initials as round line bullets beside the track.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { capHeight, lineWidth } from '../../layout/text-line.ts';
import { r } from '../../svg/num.ts';
import { circle, ring } from '../../svg/shapes.ts';
import { canSetAsTiles, graphemes, isRtlScript, scriptsOf } from '../../text/scripts.ts';
import {
  drawBlock,
  fitLineWithin,
  initials,
  knockout,
  nameBlock,
  smallLine,
} from '../../templates/common.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { icon } from '../shared/art.ts';
import { detailsLine } from '../shared/details-line.ts';
import { roundRectPath } from '../shared/round-rect.ts';
import { stickerBlock } from '../shared/sticker-type.ts';
import { trackAndPlace } from '../shared/track-and-place.ts';

export const BOOM_BAP_ARRANGEMENTS = ['boombox', 'turntable', 'subway'] as const;

/** Fat 90s flyer capitals; the subway sign's plain heavy grotesque is Archivo Black. */
const FLYER_FACES: readonly FaceId[] = ['bowlby', 'archivoBlack'];

/** The name as a flyer sticker, centred from `top`; returns its foot. */
async function flyerName(ctx: TemplateContext, b: ArtBuilder, top: number): Promise<number> {
  const { inks, rng } = ctx;
  const s = ctx.shrink;
  const name = await nameBlock(ctx, rng.pick(FLYER_FACES), {
    maxWidth: 940 * s,
    maxCap: 220 * s,
    maxHeight: 420 * s,
    maxLines: 2,
    leading: 0.12,
    inkGap: 0.45,
    breakGain: 1.0,
  });
  const pad = name.cap * 0.2;
  const box = stickerBlock(b, name, {
    x: CENTER_X,
    top: top + pad,
    border: inks.accent,
    letters: inks.primary,
    shadow: inks.support !== inks.accent ? inks.support : null,
    garment: inks.garment,
    weight: 0.22,
    drop: 0.08,
    role: 'name',
  });
  // A romanisation under the sticker, plain (a small outlined line would not read).
  if (name.sub)
    drawBlock(b, name.sub.block, {
      top: top + pad + name.sub.offset + pad,
      paint: { fill: inks.primary },
      role: 'name',
    });
  return Math.max(box.y1, name.sub ? top + pad * 2 + name.height : 0);
}

/** A turntable from above, its plinth's top at `top`; returns the plinth's foot. */
function turntable(b: ArtBuilder, ctx: TemplateContext, top: number): number {
  const { inks, rng } = ctx;
  const w = 760;
  const h = 520;
  const x0 = CENTER_X - w / 2;
  const plinth = `${roundRectPath(x0, top, x0 + w, top + h, 34)}${roundRectPath(x0 + 10, top + 10, x0 + w - 10, top + h - 10, 26)}`;
  const cx = x0 + 40 + 220;
  const cy = top + h / 2;
  const grooves: string[] = [ring(cx, cy, 222, 212)];
  for (let rad = 198; rad > 96; rad -= rng.pick([11, 13, 15]))
    grooves.push(ring(cx, cy, rad, rad - 4));
  // The tonearm: a pivot at the top right, the arm down and in, the head resting on the record.
  const px = x0 + w - 110;
  const py = top + 110;
  const hx = cx + 150;
  const hy = cy + 110;
  const knee = { x: px + 20, y: hy - 60 };
  b.add(
    `<path fill="${inks.primary}" fill-rule="evenodd" d="${plinth}"/><path fill="${inks.support}" fill-rule="evenodd" d="${grooves.join('')}"/>`,
    [inks.primary, inks.support],
  );
  b.add(
    `<path fill="${inks.accent}" fill-rule="evenodd" d="${circle(cx, cy, 80)}${circle(cx, cy, 9)}"/>`,
    [inks.accent],
  );
  b.add(
    `<path fill="none" stroke="${inks.primary}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" d="M${r(px)} ${r(py)}L${r(knee.x)} ${r(knee.y)}L${r(hx)} ${r(hy)}"/><path fill="${inks.primary}" fill-rule="evenodd" d="${ring(px, py, 46, 30)}${circle(px, py, 16)}"/><path fill="${inks.primary}" transform="rotate(${r(Math.atan2(hy - knee.y, hx - knee.x) * (180 / Math.PI))} ${r(hx)} ${r(hy)})" d="M${r(hx - 10)} ${r(hy - 22)}h50v44h-50Z"/>`,
    [inks.primary],
  );
  // The pitch fader and the start button, the details that make it a deck and not a plate.
  const fx = x0 + w - 70;
  b.add(
    `<path fill="${inks.primary}" d="M${r(fx - 4)} ${r(top + 230)}h8v220h-8Z"/><path fill="${inks.accent}" d="M${r(fx - 24)} ${r(top + 320)}h48v22h-48Z"/><path fill="${inks.primary}" d="${roundRectPath(x0 + 40, top + h - 78, x0 + 130, top + h - 40, 8)}"/>`,
    [inks.primary, inks.accent],
  );
  return top + h;
}

/** Where a sign's lines start: flush left, or flush right for a name written right to left. */
interface Flush {
  edge: number;
  align: 'left' | 'right';
  /** +1 rightwards from a left edge, -1 leftwards from a right one. */
  dir: 1 | -1;
}

/**
 * A subway station sign: rule, the name flush with the sign's edge, the initials as line
 * bullets, the track beside them; returns the foot.
 */
async function subwaySign(b: ArtBuilder, ctx: TemplateContext, flush: Flush): Promise<number> {
  const { inks } = ctx;
  const s = ctx.shrink;
  const { edge, align, dir } = flush;
  const left = CENTER_X - 470;
  b.add(`<path fill="${inks.primary}" d="M${r(left)} 60H${r(CENTER_X + 470)}v14H${r(left)}Z"/>`, [
    inks.primary,
  ]);
  const name = await nameBlock(ctx, 'archivoBlack', {
    maxWidth: 940 * s,
    maxCap: 200 * s,
    maxHeight: 400 * s,
    maxLines: 2,
    leading: 0.16,
    breakGain: 1.0,
  });
  const box = drawBlock(b, name, {
    top: 130,
    x: edge,
    align,
    paint: { fill: inks.primary },
    role: 'name',
  });
  // Bullets: the initials one to a disc (joined scripts' initials stand apart already).
  const letters = initials(ctx.name);
  const marks = (
    canSetAsTiles(letters) ? graphemes(letters).map((g) => g.text) : letters.split(' ')
  )
    .filter((t) => t.trim().length > 0)
    .slice(0, 3);
  const radius = 62;
  const cy = box.y1 + 70 + radius;
  let used = 0;
  const bulletInks = [inks.accent, inks.support, inks.accent];
  for (const [i, mark] of marks.entries()) {
    const { line, scale } = await fitLineWithin(
      mark,
      'archivoBlack',
      0,
      radius * 1.2,
      radius * 0.95,
    );
    const ink = bulletInks[i] ?? inks.accent;
    const cap = capHeight(line) * scale;
    const cx = edge + dir * (used + radius);
    knockout(b, circle(cx, cy, radius), ink, [
      {
        line,
        at: {
          x: cx - (lineWidth(line) * scale) / 2,
          baseline: cy + cap / 2,
          scale,
          align: 'left',
        },
        role: 'detail',
      },
    ]);
    used += radius * 2 + 22;
  }
  const track = await smallLine(b, ctx, ctx.track, {
    x: edge + dir * (used + 16),
    align,
    baseline: cy + 24,
    cap: 48,
    maxWidth: 940 - used - 16,
    ink: inks.primary,
    role: 'track',
    tracking: 0.04,
    face: 'archivoBlack',
  });
  return Math.max(cy + radius, track.y1);
}

export const hiphopBoomBap: Template = {
  id: 'hiphop-boom-bap',
  needsImage: false,
  maxGrow: 1.45,
  async layout(ctx, b) {
    const { inks } = ctx;
    const arrangement = pickArrangement(ctx, BOOM_BAP_ARRANGEMENTS);
    if (arrangement === 'subway') {
      // Arabic and Hebrew signs run from the right.
      const rtl = isRtlScript(scriptsOf(ctx.name)[0] ?? 'Latin');
      const flush: Flush = rtl
        ? { edge: CENTER_X + 470, align: 'right', dir: -1 }
        : { edge: CENTER_X - 470, align: 'left', dir: 1 };
      const foot = await subwaySign(b, ctx, flush);
      b.add(
        `<path fill="${inks.primary}" d="M${r(CENTER_X - 470)} ${r(foot + 50)}H${r(CENTER_X + 470)}v6H${r(CENTER_X - 470)}Z"/>`,
        [inks.primary],
      );
      // The line's destination board: where the artist is from, under a thin second rule.
      await detailsLine(b, ctx, {
        baseline: foot + 110,
        x: flush.edge,
        align: flush.align,
        cap: 34,
        maxWidth: 700,
        ink: inks.support,
        tracking: 0.4,
      });
      return;
    }
    const foot = await flyerName(ctx, b, 50);
    let y: number;
    if (arrangement === 'boombox') {
      const box = { x0: CENTER_X - 380, y0: foot + 60, x1: CENTER_X + 380, y1: foot + 520 };
      y = icon(b, 'boombox', box, inks.primary).y1;
    } else {
      y = turntable(b, ctx, foot + 60);
    }
    await trackAndPlace(b, ctx, {
      baseline: y + 90,
      track: { cap: 44, maxWidth: 900, ink: inks.primary, tracking: 0.22 },
      place: { gap: 46, maxWidth: 700, ink: inks.support, tracking: 0.45, chance: 0.6 },
    });
  },
};
