/**
 * Pop, varsity: the college-arch tee pop stores sell as the "merch basic" — the name arched in a
 * heavy slab, each letter filled in one ink with a tackle-twill border in another (the border
 * sits under the letters, so neighbours never cut into each other), the song straight under the
 * arch in spaced capitals between two stars, the country at the foot. Names whose letters join
 * (Arabic, Devanagari…) or that are too long to arch are set straight, in two lines at most,
 * with the same border: an arch would pull their joins apart.
 *
 * The seed picks one of three badges, so two pop artists rarely get the same one:
 * - 'initial': a big varsity letter (the name's initial) under the arch, like a chenille patch;
 * - 'emblem': the song's or the name's emblem (a cherry, a crown, a butterfly…) under the arch,
 *   the song on a banner across its foot;
 * - 'script-tail': no arch — the name straight and large in the design's script face, bordered
 *   like a baseball jersey's, a tail swept under it in the border's ink, the song over the name.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import {
  capHeight,
  lineWidth,
  splitBalanced,
  textLine,
  type TextLine,
} from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { banner, star } from '../../svg/shapes.ts';
import { block, drawBlock, initials, knockout, openGap } from '../../templates/common.ts';
import type { ShapedPiece } from '../../text/shape.ts';
import { canSetAsTiles, graphemes, isCased } from '../../text/scripts.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { altNameLine, icon, pickMotif, type MotifRule } from '../shared/art.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { detailsLine } from '../shared/details-line.ts';

/** The collegiate slab every varsity tee wears. */
const SLAB: FaceId = 'alfaSlab';

/** Most letters an arch holds before it would have to set them too small. */
const ARCH_LETTERS = 16;

const VARSITY_MOTIFS: readonly MotifRule[] = [
  [/cherry|cherries|sweet|candy|sugar|soda/, ['cherry', 'ice-cream-cone']],
  [/heart|love|kiss|lips|baby/, ['heart-wings', 'lips']],
  [/crown|queen|king|princess|royal/, ['crown']],
  [/star|night|moon|dream/, ['falling-star', 'moon']],
  [/diamond|gem|glitter|shine/, ['cut-diamond']],
  [/butterfl|wing|fly|angel/, ['butterfly', 'angel-wings']],
  [/rose|flower|bloom/, ['rose']],
  [/roller|skate|rink/, ['roller-skate']],
];
/**
 * Motifs for songs that name none. Not the roller skate: small on a chest its wheels vanish and
 * it reads as a boot (Arjun Vasudev's "Chai at Dawn" got a boot); only a rink or a skate gets it.
 */
const VARSITY_DEFAULTS = ['cherry', 'lips', 'butterfly', 'crown', 'falling-star'];

/**
 * The letters of the varsity patch: the initials of the name's words (emoji left out), or null
 * when the name is not in a script of capitals and small letters — a Thai or Arabic initial alone
 * reads as a stray Latin letter or a fragment.
 */
export function patchLetters(name: string): string | null {
  const words = name.replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu, ' ').trim();
  if (!words || !isCased(words)) return null;
  return initials(words).split(' ')[0] ?? null;
}

/** Whether the name arches: letters that stand apart, and not too many of them. */
export function archesName(name: string): boolean {
  return canSetAsTiles(name) && graphemes(name).length <= ARCH_LETTERS;
}

/** One shaped cluster as a line of its own, boxed by its advance (see layout/circle-text.ts). */
function pieceLine(line: TextLine, piece: ShapedPiece): TextLine {
  const bbox = {
    x0: piece.x,
    x1: piece.x + Math.max(piece.advance, 1e-3),
    y0: piece.bbox?.y0 ?? line.capTop,
    y1: piece.bbox?.y1 ?? 0,
  };
  return { ...line, shape: { ...line.shape, d: piece.d, bbox } };
}

/**
 * The name arched over the top of a circle of `radius` whose top is `top` (the baselines' crown),
 * as wide as `maxWidth` at most: every border first, then every letter, so no border covers a
 * neighbouring letter. Returns the arch's ink box and the cap height set.
 */
async function archName(
  b: ArtBuilder,
  ctx: TemplateContext,
  text: string,
  options: { top: number; radius: number; maxWidth: number; maxCap: number; border: number },
): Promise<{ box: Box; cap: number }> {
  const { inks } = ctx;
  const whole = await textLine(casingFor(SLAB, text), SLAB, 0.04);
  const cap = capHeight(whole);
  const pieces = whole.shape.pieces.filter((p) => p.advance > 0 || p.d);
  const length = pieces.reduce((sum, p) => sum + p.advance, 0) * 1.06;
  // The chord of the arch stays within maxWidth; the caps within maxCap.
  let scale = options.maxCap / cap;
  const chord = (s: number): number => {
    const sweep = (length * s) / options.radius;
    return 2 * options.radius * Math.sin(Math.min(Math.PI / 2, sweep / 2)) + cap * s;
  };
  while (chord(scale) > options.maxWidth && scale * cap > MIN_TEXT_HEIGHT * 1.2) scale *= 0.96;
  const total = length * scale;
  const sweep = total / options.radius;
  const cy = options.top + options.radius;
  const placed: { line: TextLine; at: Parameters<ArtBuilder['textMarkup']>[1] }[] = [];
  let travelled = 0;
  for (const piece of pieces) {
    const advance = piece.advance * scale * 1.06;
    const middle = travelled + (piece.advance * scale) / 2;
    travelled += advance;
    if (!piece.d) continue;
    const angle = -Math.PI / 2 + (middle / total) * sweep - sweep / 2;
    placed.push({
      line: pieceLine(whole, piece),
      at: {
        x: CENTER_X + options.radius * Math.cos(angle),
        baseline: cy + options.radius * Math.sin(angle),
        scale,
        rotate: (angle * 180) / Math.PI + 90,
      },
    });
  }
  const letters = placed.map((p) => b.textMarkup(p.line, p.at, { fill: '#000' }));
  const grow = twill(b, ctx, letters.map((m) => m.markup).join(''), scale, options.border);
  const inked = unionBoxes(letters.map((m) => m.box)) as Box;
  b.record(whole, inked, inks.primary, scale, 'name');
  return { box: outset(inked, grow), cap: cap * scale };
}

/** `text` straight (up to `maxLines`), bordered like the arch. Returns its box and cap. */
async function straightName(
  b: ArtBuilder,
  ctx: TemplateContext,
  text: string,
  options: {
    top: number;
    maxWidth: number;
    maxCap: number;
    border: number;
    maxLines?: number;
    face?: FaceId;
  },
): Promise<{ box: Box; cap: number }> {
  const { inks } = ctx;
  const face = options.face ?? SLAB;
  const maxLines = options.maxLines ?? ([...text].length > 18 ? 3 : 2);
  const fitted = await block(text, face, {
    maxWidth: options.maxWidth,
    maxCap: options.maxCap,
    maxHeight: options.maxCap * (maxLines === 1 ? 1.2 : 2.4),
    maxLines,
    leading: 0.2,
    inkGap: 0.3,
    // Spacing would pull a script's joined letters apart.
    tracking: face === SLAB ? 0.04 : 0,
    breakGain: 1.15,
  });
  const top = options.top + options.border * 1.6;
  const lines = fitted.lines.map((line, i) => ({
    line,
    ...b.textMarkup(
      line,
      { x: CENTER_X, baseline: top + (fitted.baselines[i] ?? 0), scale: fitted.scale },
      { fill: '#000' },
    ),
  }));
  const grow = twill(b, ctx, lines.map((l) => l.markup).join(''), fitted.scale, options.border);
  for (const l of lines) b.record(l.line, l.box, inks.primary, fitted.scale, 'name');
  return { box: outset(unionBoxes(lines.map((l) => l.box)) as Box, grow), cap: fitted.cap };
}

/**
 * Letters (black-filled markup at `scale`) in the name's ink with a tackle-twill border in the
 * accent, a hair of garment between the two: on a plan whose two inks are close, letter and
 * border would otherwise print as one blob. Returns how far the ink reaches past the letters.
 */
function twill(
  b: ArtBuilder,
  ctx: TemplateContext,
  letters: string,
  scale: number,
  border: number,
): number {
  const { inks } = ctx;
  const gap = border * 0.6;
  const swell = (w: number, fill: string): string =>
    `<g stroke="${fill}" stroke-width="${r(w / scale)}" stroke-linejoin="round">${letters.replace(/fill="#000"/g, `fill="${fill}"`)}</g>`;
  const hole = cutAwayMask(b, 'twill', swell(gap * 2, '#000'));
  b.add(`<g mask="url(#${hole})">${swell((gap + border) * 2, inks.accent)}</g>`, [inks.accent]);
  b.add(letters.replace(/fill="#000"/g, `fill="${inks.primary}"`), [inks.primary]);
  return gap + border;
}

const outset = (box: Box, by: number): Box => ({
  x0: box.x0 - by,
  y0: box.y0 - by,
  x1: box.x1 + by,
  y1: box.y1 + by,
});

/** Two small stars either side of a line's box. */
const flankStars = (line: Box, gap: number, size: number): string => {
  const y = (line.y0 + line.y1) / 2;
  return star(line.x0 - gap, y, size, size * 0.45) + star(line.x1 + gap, y, size, size * 0.45);
};

/** The badges the seed picks from; names in uncased scripts skip the first (see the file's comment). */
export const VARSITY_BADGES = ['initial', 'emblem', 'script-tail'] as const;

export const popVarsity: Template = {
  id: 'pop-varsity',
  namesMotif: true,
  lettering: true,
  needsImage: false,
  needsTracks: 1,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const arches = archesName(ctx.name);
    // The big letter only where the name has initials to print (see patchLetters).
    const badge = pickArrangement(
      ctx,
      patchLetters(ctx.name) ? VARSITY_BADGES : VARSITY_BADGES.slice(1),
    );
    const border = 11 * s;
    const top = 90;
    // The song in spaced capitals, on one line when it can be, else two (never under the
    // printable minimum, never cut).
    const song = await block(ctx.track, faces.support, {
      maxWidth: 820,
      maxCap: 44 * s,
      maxHeight: 44 * s * 2.6,
      maxLines: 2,
      tracking: 0.24,
      leading: 0.45,
      breakGain: 1.4,
    });
    const name = arches && badge !== 'script-tail' ? await archedName() : await straight();

    /** The arch; a long name of several words arches its first half over the rest, straight. */
    async function archedName(): Promise<{ box: Box; cap: number }> {
      const split = graphemes(ctx.name).length > 10 && /\s/.test(ctx.name.trim());
      const [over = ctx.name, rest = ''] = split ? splitBalanced(ctx.name, 2) : [ctx.name];
      const arch = await archName(b, ctx, over, {
        top,
        radius: rng.range(760, 980),
        maxWidth: 1000 * s,
        maxCap: 200 * s,
        border,
      });
      if (!rest) return arch;
      const under = await straightName(b, ctx, rest, {
        top: arch.box.y1 + 24,
        maxWidth: 900 * s,
        maxCap: arch.cap * 1.1,
        border,
        maxLines: 1,
      });
      return { box: unionBoxes([arch.box, under.box]) as Box, cap: Math.max(arch.cap, under.cap) };
    }
    function straight(): Promise<{ box: Box; cap: number }> {
      return straightName(b, ctx, ctx.name, {
        top: badge === 'script-tail' ? top + 80 + Math.max(0, song.height - song.cap) : top,
        maxWidth: 980 * s,
        maxCap: 220 * s,
        border,
        // The jersey's script: the name in the design's script face, bordered, over its tail.
        ...(badge === 'script-tail' ? { face: ctx.faces.script } : {}),
      });
    }
    let y = await altNameLine(b, ctx, {
      top: name.box.y1 + 22,
      cap: Math.max(MIN_TEXT_HEIGHT * 1.2, name.cap * 0.2),
      maxWidth: 860,
      ink: inks.primary,
    });
    y = Math.max(y, name.box.y1);

    const songCap = song.cap;
    const songAt = (top: number): Box =>
      drawBlock(b, song, { top, paint: { fill: inks.support }, role: 'track' });

    if (badge === 'script-tail') {
      // The song over the name, the tail swept under it from the last letter back.
      const line = songAt(top);
      b.add(`<path fill="${inks.accent}" d="${flankStars(line, 40, 16)}"/>`, [inks.accent]);
      const box = name.box;
      const ty = y + 40 + Math.max(0, song.height - songCap);
      const x0 = Math.max(110, box.x0 + 30);
      const x1 = Math.min(1090, box.x1 + 10);
      const h = Math.max(22, name.cap * 0.16);
      const tail = `M${r(x1)} ${r(ty - h * 1.6)}C${r(x1 - 60)} ${r(ty + h * 0.6)} ${r(CENTER_X)} ${r(ty - h * 0.2)} ${r(x0)} ${r(ty + h * 0.2)}C${r(CENTER_X)} ${r(ty + h * 0.9)} ${r(x1 - 40)} ${r(ty + h * 1.3)} ${r(x1)} ${r(ty - h * 1.6)}Z`;
      b.add(`<path fill="${inks.accent}" d="${tail}"/>`, [inks.accent]);
      y = ty + h * 1.4;
    } else if (badge === 'initial') {
      // The chenille letter: the initial, huge, in the border's ink with the name's ink inside.
      const letter = patchLetters(ctx.name) ?? '★';
      const big = await block(letter, SLAB, {
        maxWidth: 520,
        maxCap: 330 * s,
        maxHeight: 400 * s,
        maxLines: 1,
      });
      const ltop = y + 60;
      const patch = drawBlock(b, big, {
        top: ltop,
        paint: { fill: inks.accent, stroke: inks.primary, strokeWidth: 16 },
        role: 'detail',
      });
      const line = songAt(patch.y1 + 70);
      b.add(`<path fill="${inks.accent}" d="${flankStars(line, 44, 18)}"/>`, [inks.accent]);
      y = line.y1;
    } else {
      const motif = pickMotif(ctx, VARSITY_MOTIFS, VARSITY_DEFAULTS);
      // The song knocked out of a banner across the emblem's foot (the garment shows through);
      // the emblem stops short of the banner so the two never merge.
      const widest = Math.max(...song.lines.map((l) => lineWidth(l))) * song.scale;
      const w = Math.min(960, widest + 120);
      const h = song.height + 50;
      const iconBox = { x0: CENTER_X - 240, y0: y + 50, x1: CENTER_X + 240, y1: y + 470 * s };
      const cy = iconBox.y1 - h * 0.3;
      const ribbon = banner(CENTER_X, cy, w, h, 50);
      openGap(b, ribbon, 16);
      icon(b, motif, iconBox, inks.accent);
      b.add('</g>', []);
      const songTop = cy - song.height / 2;
      knockout(
        b,
        ribbon,
        inks.primary,
        song.lines.map((line, i) => ({
          line,
          at: { x: CENTER_X, baseline: songTop + (song.baselines[i] ?? 0), scale: song.scale },
          role: 'track' as const,
        })),
      );
      y = cy + h * 0.7;
    }
    await detailsLine(b, ctx, {
      baseline: y + 80,
      cap: 30,
      maxWidth: 760,
      ink: inks.support,
      tracking: 0.45,
      face: faces.support,
    });
  },
};
