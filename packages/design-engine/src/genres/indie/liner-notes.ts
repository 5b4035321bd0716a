/**
 * Indie, liner notes: the back of a record sleeve. The name in the grotesque, flush left, over
 * a wobbly pen rule; the artist's tracks typed as a numbered list, this design's track circled
 * by hand with a scribbled arrow or star beside it; a small halftone snapshot pinned top right
 * when there is a picture; the country typed at the foot. Seeded: pen marks, snapshot shape,
 * and, for four songs or more, the list as one column or split over the record's two sides, each
 * column under its typed side label, numbered A1, A2… B1…. A right-to-left list (Arabic, Hebrew) is
 * the sleeve mirrored: list, pen marks and name flush right, the snapshot on the left.
 */
import { drawPortrait } from '../../image/portrait-art.ts';
import type { Template } from '../../layout/template.ts';
import type { Box } from '../../svg/box.ts';
import { MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { capHeight, fitScale, textLine } from '../../layout/text-line.ts';
import { casingFor, isStyledLowerCase } from '../../style/styles.ts';
import { listReadsRtl, readsRtl } from '../../text/list-direction.ts';
import { isRtlScript, scriptsOf } from '../../text/scripts.ts';
import { nameLockup } from '../../templates/common.ts';
import { countryOf, oneLineList, trackList } from '../shared/art.ts';
import { doodleStar, penLoop, scribbleArrow, wobblyLine } from '../shared/hand.ts';

const LEFT = 120;
const RIGHT = 1080;

export const indieLinerNotes: Template = {
  id: 'indie-liner-notes',
  needsImage: false,
  needsTracks: 3,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const snap = ctx.hasImage;
    // Few tracks leave the sleeve mostly bare: every element is set larger instead.
    // A track named like the artist ("Ø" by Ø) is not listed: "01 Ø" under "Ø" reads as a glitch.
    const same = (t: string): boolean => t.toLocaleLowerCase() === ctx.name.toLocaleLowerCase();
    const listed = trackList(ctx, 10).filter((t) => !same(t));
    const few = listed.length <= 2;
    const short = [...ctx.name].length <= 4;
    const snapW = few ? 400 : 320;
    // Nothing to list: the snapshot moves under the name, large, in place of the list.
    const bare = listed.length === 0;
    const beside = snap && !bare;
    // Which edge the sleeve reads from: the list's direction (the one its numbered lines are set
    // in), or the name's when nothing is listed.
    const rtl = bare ? readsRtl([ctx.name]) : listReadsRtl(listed);
    const nameRtl = scriptsOf(ctx.name).some(isRtlScript);
    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: (RIGHT - LEFT - (beside ? snapW + 40 : 0)) * s,
      maxCap: (short ? 360 : few ? 260 : 200) * s,
      maxHeight: 420 * s,
      maxLines: 3,
      leading: 0.16,
      x: rtl && nameRtl ? RIGHT : LEFT,
      align: rtl && nameRtl ? 'right' : 'left',
      top: 80,
      paint: { fill: inks.primary },
    });
    const snapBox = beside
      ? rtl && nameRtl
        ? { x0: LEFT, y0: 70, x1: LEFT + snapW, y1: 70 + snapW * 1.15 }
        : { x0: RIGHT - snapW, y0: 70, x1: RIGHT, y1: 70 + snapW * 1.15 }
      : { x0: LEFT + 60, y0: nameBox.y1 + 70, x1: RIGHT - 60, y1: nameBox.y1 + 70 + 760 };
    if (snap) {
      drawPortrait(b, ctx.portrait, {
        treatment: 'halftone-dots',
        inks: [inks.accent],
        garment: inks.garment,
        box: snapBox,
        // A torn or faded edge: a hard-edged rectangle reads as a pasted-in box.
        shape: rng.pick(['torn', 'fade'] as const),
        rng: rng.fork('snapshot'),
        detail: 0.8,
      });
    }
    let y = Math.max(nameBox.y1, snap ? snapBox.y1 : 0) + 50;
    if (!bare)
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="6" stroke-linecap="round" d="${wobblyLine(rng, LEFT, RIGHT, y)}"/>`,
        [inks.accent],
      );
    y += few ? 120 : 100;

    // The typed tracklist; this design's track first, so the pen circles the first line.
    // The sides' labels (A1, B1) are Latin: a right-to-left list stays one column.
    const sides = listed.length >= 4 && rng.chance(0.5) && !rtl;
    let boxes: Box[];
    if (sides) {
      // Two sides of the record, each column under its label, numbered the vinyl way (A1, A2…
      // B1…). Only titles a column holds on one line are listed, so no number is skipped.
      const colW = (RIGHT - LEFT) / 2 - 40;
      const face = 'specialElite' as const;
      const fitting: string[] = [];
      for (const t of listed) {
        const line = await textLine(casingFor(face, `A1  ${t}`), face, 0.02);
        if (fitScale(line, colW - 30, 32) * capHeight(line) >= MIN_TEXT_HEIGHT * 1.12)
          fitting.push(t);
      }
      const half = Math.min(3, Math.ceil(fitting.length / 2));
      boxes = [];
      for (const [k, side] of (['A', 'B'] as const).entries()) {
        const x = LEFT + 20 + k * (colW + 40);
        await oneLineList(b, [`Side ${side}`], {
          face,
          x,
          align: 'left',
          top: y - 20,
          step: 0,
          cap: 28,
          maxWidth: colW,
          tracking: 0.2,
          inks: [inks.accent],
          max: 1,
        });
        const songs = fitting.slice(k * half, (k + 1) * half);
        const typed = await oneLineList(
          b,
          // A title styled in lower case keeps it: the side letter follows ("a1  july").
          songs.map((t, i) => `${isStyledLowerCase(t) ? side.toLowerCase() : side}${i + 1}  ${t}`),
          {
            face,
            x,
            align: 'left',
            top: y + 66,
            step: 70,
            cap: 32,
            maxWidth: colW - 30,
            tracking: 0.02,
            inks: k === 0 ? [inks.primary, inks.support] : [inks.support],
            max: 3,
            // Side A's first line is circled by the pen; side B keeps its rows level with A's.
            firstGap: 46,
          },
        );
        boxes.push(...typed);
      }
    } else {
      boxes = await oneLineList(b, listed, {
        face: 'specialElite',
        x: rtl ? RIGHT - 20 : LEFT + 20,
        align: rtl ? 'right' : 'left',
        top: y,
        step: few ? 120 : 78,
        cap: few ? 60 : 36,
        maxWidth: RIGHT - LEFT - 220,
        tracking: 0.02,
        inks: [inks.primary, inks.support],
        max: 6,
        numbered: true,
        // The pen loop reaches about 30 under the circled line: the next line keeps clear of it.
        firstGap: 46,
      });
    }
    const circled = boxes[0];
    if (!circled) {
      // Nothing to list: the pen stars the name instead.
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" d="${doodleStar(rng, rtl && nameRtl ? nameBox.x0 - 90 : nameBox.x1 + 90, nameBox.y0 + 60, 44)}"/>`,
        [inks.accent],
      );
    }
    if (circled) {
      const pen: string[] = [penLoop(rng, circled, 22)];
      // The arrow and star sit past the line's end: its left end in a right-to-left list.
      const end = rtl ? circled.x0 : circled.x1;
      const out = rtl ? -1 : 1;
      // Beside a second column there is no room for the arrow or star: the loop alone.
      if (!sides && rng.chance(0.5)) {
        // Level with the circled line, from past its end: never down into the next line, which
        // may run longer.
        const cy = (circled.y0 + circled.y1) / 2;
        pen.push(scribbleArrow(rng, end + out * 230, cy + 6, end + out * 80, cy));
      } else if (!sides) {
        pen.push(doodleStar(rng, end + out * 150, (circled.y0 + circled.y1) / 2, 40));
      }
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" d="${pen.join('')}"/>`,
        [inks.accent],
      );
    }
    // The lowest line (side A may run longer than side B).
    const last = [...boxes].sort((p, q) => q.y1 - p.y1)[0];
    const country = countryOf(ctx);
    if (country) {
      await oneLineList(b, [country], {
        face: 'specialElite',
        x: rtl ? LEFT : RIGHT,
        align: rtl ? 'left' : 'right',
        top: last ? last.y1 + 90 : y - 20,
        step: 0,
        cap: few ? 40 : 30,
        maxWidth: 500,
        tracking: 0.08,
        inks: [inks.support],
        max: 1,
      });
    }
  },
};
