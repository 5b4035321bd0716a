/**
 * R&B slow-jam tape inlay: a 90s cassette J-card laid open. The front panel carries three speed
 * stripes, the name large in the leaning display serif and the song in script across it; a
 * spine strip between fold lines holds the name small and the country; the flap lists the
 * artist's real tracks as sides A and B. The quiet-storm mixtape's card, not a drawing of a
 * cassette. Seeded: stripe inks, and the object: the J-card laid open ('card'), or the
 * 'cassette' itself — the shell in outline, the same stripes, name and song on its label, the
 * two reels in the window and the head opening at its foot (see cassette.ts).
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { capHeight, fitScale, lineWidth, textLine } from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import { r } from '../../svg/num.ts';
import { block, drawBlock, initials, nameBlock } from '../../templates/common.ts';
import { countryOf } from '../shared/art.ts';
import { roundRectPath } from '../shared/round-rect.ts';
import { drawTiltedBlock } from '../shared/tilted-block.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { drawCassette } from './cassette.ts';

export const TAPE_ARRANGEMENTS = ['card', 'cassette'] as const;

export const rnbTapeInlay: Template = {
  id: 'rnb-tape-inlay',
  needsImage: false,
  needsTracks: 3,
  maxGrow: 1.25,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const k = ctx.shrink;
    const W = 860 * k;
    const x0 = CENTER_X - W / 2;
    const x1 = CENTER_X + W / 2;
    const pad = 50 * k;
    const top = 90;

    // Speed stripes across the front panel's top, slanted at the right end, thick to thin.
    const order = rng.chance(0.5)
      ? [inks.accent, inks.support, inks.primary]
      : [inks.primary, inks.accent, inks.support];
    let sy = top + pad;
    [26, 16, 8].forEach((h, i) => {
      const th = h * k;
      const end = x1 - pad - i * 40 * k;
      const ink = order[i] as string;
      b.add(
        `<path fill="${ink}" d="M${r(x0 + pad)} ${r(sy)}H${r(end)}l${r(-th)} ${r(th)}H${r(x0 + pad)}Z"/>`,
        [ink],
      );
      sy += th + 12 * k;
    });

    if (pickArrangement(ctx, TAPE_ARRANGEMENTS) === 'cassette') {
      // The stripes above sit on the cassette's label, which spans the card's width.
      await drawCassette(b, ctx, { x0, x1, labelTop: top, stripesFoot: sy });
      return;
    }

    // The name in the display serif, leaning like a 90s logotype.
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: W - 2 * pad - 20,
      maxCap: 150 * k,
      maxHeight: 320 * k,
      // A short name stays on one line (a lone emoji never gets a line of its own).
      maxLines: [...ctx.name].length > 16 ? 2 : 1,
      leading: 0.14,
      breakGain: 1.05,
    });
    const nameBox = drawBlock(b, name, {
      top: sy + 50 * k,
      paint: { fill: inks.primary },
      role: 'name',
      skewX: -10,
    });
    // The song across it in script, like a title written on the card by hand.
    const hook = await block(ctx.track, faces.script, {
      maxWidth: W - 2 * pad - 40,
      maxCap: 90 * k,
      maxHeight: 200 * k,
      maxLines: 2,
      leading: 0.45,
    });
    const hookBox = drawTiltedBlock(b, hook, {
      top: nameBox.y1 + 40 * k,
      rotate: -4,
      paint: { fill: inks.accent },
      role: 'track',
    });

    // The spine between two fold lines: the name small, the country at the other end.
    const fold1 = hookBox.y1 + 50 * k;
    const spineH = 80 * k;
    const fold2 = fold1 + spineH;
    const dash = `stroke-dasharray="${r(14 * k)} ${r(10 * k)}"`;
    b.add(
      `<path fill="none" stroke="${inks.support}" stroke-width="3" ${dash} d="M${r(x0)} ${r(fold1)}H${r(x1)}M${r(x0)} ${r(fold2)}H${r(x1)}"/>`,
      [inks.support],
    );
    const country = countryOf(ctx);
    const spineCap = 28;
    const base = fold1 + spineH / 2 + spineCap / 2;
    // The spine: the country at the right, on one line; the name (or, when it cannot fit on one
    // line, its initials, if they are letters) at the left in the room left.
    const minCap = MIN_TEXT_HEIGHT * 1.12 * 0.999;
    let placeW = 0;
    if (country) {
      const place = await textLine(casingFor(faces.support, country), faces.support, 0.2);
      const ps = fitScale(place, W * 0.42, spineCap);
      if (capHeight(place) * ps >= minCap) {
        const box = b.text(
          place,
          { x: x1 - pad, align: 'right', baseline: base, scale: ps },
          { fill: inks.support },
          'detail',
        );
        placeW = box.x1 - box.x0 + 50 * k;
      }
    }
    const short = initials(ctx.name);
    for (const text of [ctx.altName ?? ctx.name, short]) {
      if (text === short && !/^[\p{L}\p{M} ]+$/u.test(short)) break;
      const spine = await textLine(casingFor(faces.support, text), faces.support, 0.3);
      const ns = fitScale(spine, W - 2 * pad - placeW, spineCap);
      if (capHeight(spine) * ns < minCap) continue;
      b.text(
        spine,
        { x: x0 + pad, align: 'left', baseline: base, scale: ns },
        { fill: inks.primary },
        'detail',
      );
      break;
    }

    // The flap: the artist's tracks as sides A and B, three to a side.
    const titles = [...new Set([...ctx.tracks, ctx.track])].filter((t) => t.length > 0);
    const listW = W - 2 * pad;
    // The side column is as wide as its widest label in this face, plus a clear gap.
    const labelCap = Math.max(30 * k, MIN_TEXT_HEIGHT * 1.12);
    const widest = await textLine('B3', faces.support, 0.1);
    const labelW = lineWidth(widest) * (labelCap / capHeight(widest)) + 26 * k;
    const step = 54 * k;
    let y = fold2 + 40 * k;
    let n = 0;
    for (const title of titles) {
      if (n >= 6) break;
      const side = `${n < 3 ? 'A' : 'B'}${(n % 3) + 1}`;
      const label = await textLine(side, faces.support, 0.1);
      const unit = labelCap / capHeight(label);
      const line = await textLine(casingFor(faces.support, title), faces.support, 0.12);
      const scale = Math.min(unit, fitScale(line, listW - labelW, 1e6));
      if (scale * capHeight(line) < MIN_TEXT_HEIGHT * 1.12 * 0.999) continue;
      const baseline = y + 30 * k;
      const mine = title === ctx.track;
      b.text(
        label,
        { x: x0 + pad, align: 'left', baseline, scale: unit },
        { fill: inks.accent },
        'detail',
      );
      b.text(
        line,
        { x: x0 + pad + labelW, align: 'left', baseline, scale },
        { fill: mine ? inks.accent : inks.primary },
        mine ? 'track' : 'detail',
      );
      y += step;
      n += 1;
    }
    const flapBottom = y + 20 * k;
    // The card's own edge, round-cornered like a printed inlay.
    b.add(
      `<path fill="none" stroke="${inks.support}" stroke-width="${r(5 * k)}" d="${roundRectPath(x0, top, x1, flapBottom, 16 * k)}"/>`,
      [inks.support],
    );
  },
};
