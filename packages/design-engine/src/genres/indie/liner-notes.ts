/**
 * Indie, liner notes: the back of a record sleeve. The name in the grotesque, flush left, over
 * a wobbly pen rule; the artist's tracks typed as a numbered list, this design's track circled
 * by hand with a scribbled arrow or star beside it; a small halftone snapshot pinned top right
 * when there is a picture; the country typed at the foot. Seeded: pen marks, snapshot shape.
 */
import { drawPortrait } from '../../image/portrait-art.ts';
import type { Template } from '../../layout/template.ts';
import { nameLockup } from '../../templates/common.ts';
import { countryOf, oneLineList, trackList } from '../shared/art.ts';
import { doodleStar, penLoop, scribbleArrow, wobblyLine } from '../shared/hand.ts';

const LEFT = 120;
const RIGHT = 1080;

export const indieLinerNotes: Template = {
  id: 'indie-liner-notes',
  needsImage: false,
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
    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: (RIGHT - LEFT - (beside ? snapW + 40 : 0)) * s,
      maxCap: (short ? 360 : few ? 260 : 200) * s,
      maxHeight: 420 * s,
      maxLines: 3,
      leading: 0.16,
      x: LEFT,
      align: 'left',
      top: 80,
      paint: { fill: inks.primary },
    });
    const snapBox = beside
      ? { x0: RIGHT - snapW, y0: 70, x1: RIGHT, y1: 70 + snapW * 1.15 }
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
    const boxes = await oneLineList(b, listed, {
      face: 'specialElite',
      x: LEFT + 20,
      align: 'left',
      top: y,
      step: few ? 120 : 78,
      cap: few ? 60 : 36,
      maxWidth: RIGHT - LEFT - 220,
      tracking: 0.02,
      inks: [inks.primary, inks.support],
      max: 6,
      numbered: true,
    });
    const circled = boxes[0];
    if (!circled) {
      // Nothing to list: the pen stars the name instead.
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" d="${doodleStar(rng, nameBox.x1 + 90, nameBox.y0 + 60, 44)}"/>`,
        [inks.accent],
      );
    }
    if (circled) {
      const pen: string[] = [penLoop(rng, circled, 22)];
      if (rng.chance(0.5)) {
        pen.push(
          scribbleArrow(rng, circled.x1 + 210, circled.y1 + 60, circled.x1 + 80, circled.y0 + 20),
        );
      } else {
        pen.push(doodleStar(rng, circled.x1 + 150, (circled.y0 + circled.y1) / 2, 40));
      }
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" d="${pen.join('')}"/>`,
        [inks.accent],
      );
    }
    const last = boxes[boxes.length - 1];
    const country = countryOf(ctx);
    if (country) {
      await oneLineList(b, [country], {
        face: 'specialElite',
        x: RIGHT,
        align: 'right',
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
