/**
 * Pop, cover star: the artist on the cover of a pop magazine. A strap line with the country over
 * a huge Didone masthead of the name, the picture large under it (duotone or posterised in the
 * plan's inks) reaching up behind the masthead's foot, then under the picture (never over the
 * portrait's face or torso) the song as the big italic cover line at left, two more songs as
 * small cover lines and a barcode at right. The name is always the largest text: the cover line
 * is capped well under the masthead's size. The picture stops short of every letter of the
 * masthead. Needs the artist's image. Seeded: treatment, edge, and the cover's arrangement, so two
 * pop artists rarely get the same cover: the masthead centred or flush left (as many fashion
 * titles run it), and the cover line at bottom left with songs and barcode at right, or mirrored.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import { listReadsRtl } from '../../text/list-direction.ts';
import { drawPortrait } from '../../image/portrait-art.ts';
import { headInBox } from '../../image/tone-field.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import type { TextBlock } from '../../layout/text-line.ts';
import type { Box } from '../../svg/box.ts';
import { unionBoxes } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { block, quoted } from '../../templates/common.ts';
import { countryOf, trackList } from '../shared/art.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { isCased, isJoiningScript, isRtlScript, scriptsOf } from '../../text/scripts.ts';
import { barcode } from './barcode.ts';

/** A fashion-magazine masthead: high-contrast Didone capitals. */
const MASTHEAD: FaceId = 'abril';

const rect = (b: Box): string => `M${r(b.x0)} ${r(b.y0)}H${r(b.x1)}V${r(b.y1)}H${r(b.x0)}Z`;

/** How far the head keeps from the masthead's foot. */
export const HEAD_CLEARANCE = 24;

/** From a song line's edge to its plus bullet's centre. */
const BULLET_GAP = 36;

/**
 * Where a small song line of the cover sits: in the column at left (`mirror`, the cover line
 * being at right) or at right, flush to the column's outer edge for left-to-right lines, and
 * for right-to-left ones flush right with the bullet at their right, where they begin.
 */
export function songLineAnchor(o: {
  rtl: boolean;
  mirror: boolean;
  left: number;
  right: number;
  room: number;
}): { x: number; align: 'left' | 'right'; bullet: 'left' | 'right' } {
  if (o.rtl) {
    const x = o.mirror ? o.left + 30 + o.room : o.right - 30 - BULLET_GAP;
    return { x, align: 'right', bullet: 'right' };
  }
  return o.mirror
    ? { x: o.left + 30 + BULLET_GAP, align: 'left', bullet: 'left' }
    : { x: o.right - 30, align: 'right', bullet: 'left' };
}

/**
 * Top of the cover picture (`width` × `height`) under a masthead whose foot is at `foot`: up to
 * half a capital behind the letters, but never so high that the head comes within
 * HEAD_CLEARANCE of them (a head cut round the letters read as a hood poking into the name).
 */
export function pictureTop(foot: number, cap: number, width: number, height: number): number {
  const head = headInBox({ x0: 0, y0: 0, x1: width, y1: height }).y0;
  return Math.max(foot - cap * 0.5, foot + HEAD_CLEARANCE - head);
}

export const popCoverStar: Template = {
  id: 'pop-cover-star',
  needsImage: true,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const k = ctx.shrink;
    const left = 140;
    const right = 1060;
    const mastLeft = rng.chance(0.5);
    const mirror = rng.chance(0.5);
    // Everything is measured first and drawn last, so the picture can be cut round it.
    const cuts: string[] = [];
    const texts: (() => Box)[] = [];
    const place = (
      line: Parameters<typeof b.textMarkup>[0],
      at: Parameters<typeof b.textMarkup>[1],
      ink: string,
      role: 'name' | 'track' | 'detail',
    ): Box => {
      // The cut: the letters swollen by a stroke, so the picture stops 0.18 in short of them.
      const { markup } = b.textMarkup(line, at, { fill: '#000', stroke: '#000', strokeWidth: 36 });
      const { box } = b.textMarkup(line, at, { fill: '#000' });
      cuts.push(markup);
      texts.push(() => b.text(line, at, { fill: ink }, role));
      return box;
    };
    // A fitted name block's lines from `top` (centred, or flush left on a flush-left cover):
    // each line placed (and cut round) alone.
    const placeBlock = (fitted: TextBlock, top: number): Box[] =>
      fitted.lines.map((line, i) =>
        place(
          line,
          {
            ...(mastLeft ? { x: left, align: 'left' as const } : { x: CENTER_X }),
            baseline: top + (fitted.baselines[i] ?? 0),
            scale: fitted.scale,
          },
          inks.primary,
          'name',
        ),
      );

    // The strap line: the country between two rules.
    const country = countryOf(ctx);
    let y = 70;
    const support = faces.support;
    if (country) {
      const strap = await block(country, support, {
        maxWidth: 520,
        maxCap: 28,
        maxHeight: 34,
        maxLines: 1,
        tracking: 0.45,
      });
      const line = strap.lines[0];
      if (line) {
        const box = place(
          line,
          {
            // Flush left over a flush-left masthead, one rule running off to the right.
            ...(mastLeft ? { x: left, align: 'left' as const } : { x: CENTER_X }),
            baseline: y + (strap.baselines[0] ?? 0),
            scale: strap.scale,
          },
          inks.primary,
          'detail',
        );
        const mid = (box.y0 + box.y1) / 2;
        b.add(
          `<path fill="${inks.accent}" d="${mastLeft ? '' : rect({ x0: left, y0: mid - 2.5, x1: box.x0 - 28, y1: mid + 2.5 })}${rect({ x0: box.x1 + 28, y0: mid - 2.5, x1: right, y1: mid + 2.5 })}"/>`,
          [inks.accent],
        );
        y = box.y1 + 26;
      }
    }

    // The masthead: as wide as the cover, one line when it can be.
    // (Names in scripts the Didone lacks take the family's display face, which falls back whole.)
    const head = isCased(ctx.name) ? MASTHEAD : faces.display;
    const masthead = await block(ctx.name, head, {
      maxWidth: right - left,
      maxCap: 250 * k,
      maxHeight: 400 * k,
      // A long name takes a third line rather than shrinking under its own cover line.
      maxLines: [...ctx.name].length > 18 ? 3 : 2,
      leading: 0.16,
      tracking: -0.01,
      breakGain: 1.15,
    });
    const mastBoxes = placeBlock(masthead, y);
    let mastBox = unionBoxes(mastBoxes) as Box;
    // The name's other form (or the rest of a long name) small under the masthead.
    if (ctx.altName) {
      const alt = await block(ctx.altName, support, {
        maxWidth: right - left - 80,
        maxCap: Math.max(30, Math.min(48, masthead.cap * 0.26)),
        maxHeight: 110,
        maxLines: 2,
        leading: 0.35,
        tracking: 0.14,
      });
      const altTop = mastBox.y1 + Math.max(20, masthead.cap * 0.14);
      const altBoxes = placeBlock(alt, altTop);
      mastBox = unionBoxes([mastBox, ...altBoxes]) as Box;
    }

    // The picture: as wide as the cover, rising behind the masthead's foot with the head clear
    // of it; the cover lines sit in a band under it, off the portrait.
    const picHeight = 780 * k;
    const picTop = pictureTop(mastBox.y1, masthead.cap, right - left, picHeight);
    const pic: Box = { x0: left, y0: picTop, x1: right, y1: picTop + picHeight };
    const bandTop = pic.y1 + 36;

    // The cover line: the song, big, in the masthead's face leaning like a Didone italic, at
    // bottom left (quoted, unless quotes would land on the wrong side of right-to-left words;
    // upright when the script does not lean).
    const rtl = scriptsOf(ctx.track).some(isRtlScript);
    const leans = !scriptsOf(ctx.track).some((sc) => isJoiningScript(sc) || isRtlScript(sc));
    const cover = await block(rtl ? ctx.track : quoted(ctx.track), head, {
      maxWidth: 540,
      // The hierarchy holds on long names: the song never outranks the name.
      maxCap: Math.max(MIN_TEXT_HEIGHT * 1.2, Math.min(86 * k, masthead.cap * 0.55)),
      maxHeight: 320 * k,
      maxLines: 3,
      leading: 0.22,
      breakGain: 1.1,
    });
    const coverTop = bandTop;
    const coverBoxes = cover.lines.map((line, i) =>
      place(
        line,
        {
          ...(mirror
            ? { x: right - 30, align: 'right' as const }
            : { x: left + 30, align: 'left' as const }),
          baseline: coverTop + (cover.baselines[i] ?? 0),
          scale: cover.scale,
          ...(leans ? { skewX: -12 } : {}),
        },
        inks.accent,
        'track',
      ),
    );

    // Two more songs at right, then the barcode under them; the songs keep clear of the cover
    // line beside them (a song that would need to be set too small is left off).
    const coverRight = Math.max(...coverBoxes.map((c) => c.x1));
    const coverLeft = Math.min(...coverBoxes.map((c) => c.x0));
    const room = Math.min(
      460,
      mirror ? coverLeft - 90 - (left + 66) : right - 30 - (coverRight + 90),
    );
    let ly = bandTop + 30;
    const songs = room < 160 ? [] : trackList(ctx, 3).slice(1);
    // Hebrew and Arabic cover lines end flush right with their bullet at the right, where the
    // line begins (Yuval Ben Ami's had the plus on the left of right-to-left lines).
    const songsRtl = listReadsRtl(songs);
    for (const song of songs) {
      const small = await block(song, support, {
        maxWidth: room,
        maxCap: 30,
        maxHeight: 36,
        maxLines: 1,
        tracking: 0.08,
      });
      const line = small.lines[0];
      if (!line || small.cap < 28) continue;
      const at = songLineAnchor({ rtl: songsRtl, mirror, left, right, room });
      const box = place(line, { ...at, baseline: ly, scale: small.scale }, inks.primary, 'detail');
      // A plus before each, the cover line's bullet.
      const px = at.bullet === 'right' ? box.x1 + BULLET_GAP : box.x0 - BULLET_GAP;
      const py = (box.y0 + box.y1) / 2;
      b.add(
        `<path fill="${inks.accent}" d="${rect({ x0: px - 11, y0: py - 3, x1: px + 11, y1: py + 3 })}${rect({ x0: px - 3, y0: py - 11, x1: px + 3, y1: py + 11 })}"/>`,
        [inks.accent],
      );
      ly = box.y1 + 30 + 30;
    }
    const codeTop = ly - 30 + 10;
    const code: Box = mirror
      ? { x0: left + 30, y0: codeTop, x1: left + 210, y1: codeTop + 70 }
      : { x0: right - 210, y0: codeTop, x1: right - 30, y1: codeTop + 70 };
    // The picture, cut round the masthead and strap, then the text over it.
    const gap = cutAwayMask(b, 'cover', `<g fill="#000">${cuts.join('')}</g>`);
    b.add(`<g mask="url(#${gap})">`, []);
    drawPortrait(b, ctx.portrait, {
      treatment: rng.pick(['duotone', 'posterize', 'posterize'] as const),
      inks: [inks.primary, inks.accent !== inks.primary ? inks.accent : inks.support],
      garment: inks.garment,
      box: pic,
      shape: rng.pick(['fade', 'square'] as const),
      rng: rng.fork('cover'),
      detail: 1.2,
    });
    b.add('</g>', []);
    for (const draw of texts) draw();
    b.add(`<path fill="${inks.primary}" d="${barcode(ctx.name, code)}"/>`, [inks.primary]);
  },
};
