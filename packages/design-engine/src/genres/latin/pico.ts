/**
 * Latin picó: the painted front of a Colombian sound system (picó) or a chiva bus: bands of
 * painted rules and teeth top and bottom, the name in sign-painter lettering (the letter, a hair of
 * blank, a keyline round it, a block shadow dropped behind), two speaker cones with their bolt
 * rings either side of the tracklist painted like the sound's repertoire, and the country under
 * it. For vallenato, cumbia and champeta first; the same signage paints Caribbean and Mexican
 * sonidero fronts. Seeded: the band's inks, the cabinet (two cones flanking the repertoire, or a
 * row of three — a big woofer between two small ones — over it) and whether the cabinet or the
 * name sits on top, so two acts rarely get the same sound front.
 */
import type { ArtBuilder, TextPlacement } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import type { TextBlock } from '../../layout/text-line.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { circle, diamond, ring } from '../../svg/shapes.ts';
import { block } from '../../templates/common.ts';
import { altNameLine, oneLineList, trackList } from '../shared/art.ts';
import { detailsLine } from '../shared/details-line.ts';

interface SignInks {
  letter: string;
  keyline: string;
  shadow: string;
}

/** Sign-painter lettering for each line of `text`; returns the box round letters and keyline. */
function signLettering(
  b: ArtBuilder,
  text: TextBlock,
  top: number,
  inks: SignInks,
  drop: number,
): Box {
  const gap = Math.max(4, text.cap * 0.05);
  const line = Math.max(5, text.cap * 0.06);
  const outer = 2 * (gap + line);
  const lines: TextPlacement[] = text.lines.map((_, i) => ({
    x: CENTER_X,
    baseline: top + (text.baselines[i] ?? 0),
    scale: text.scale,
  }));
  const paint = (fill: string, width: number): string =>
    text.lines
      .map(
        (l, i) =>
          b.textMarkup(l, lines[i] as TextPlacement, { fill, stroke: fill, strokeWidth: width })
            .markup,
      )
      .join('');
  const shifted = (fill: string, width: number): string =>
    text.lines
      .map((l, i) => {
        const at = lines[i] as TextPlacement;
        return b.textMarkup(
          l,
          { ...at, x: at.x + drop * 0.6, baseline: at.baseline + drop },
          {
            fill,
            stroke: fill,
            strokeWidth: width,
          },
        ).markup;
      })
      .join('');
  const area = 'maskUnits="userSpaceOnUse" x="-600" y="-600" width="2400" height="2800"';
  // The keyline: the letters swollen by gap + line, less the letters swollen by the gap.
  const key = b.uid('keyline');
  b.def(`<mask id="${key}" ${area}>${paint('#fff', outer)}${paint('#000', 2 * gap)}</mask>`);
  // The shadow: the swollen letters dropped down-right, stopping a gap short of the keyline.
  const shade = b.uid('shadow');
  b.def(
    `<mask id="${shade}" ${area}><rect x="-600" y="-600" width="2400" height="2800" fill="#fff"/>${paint('#000', outer + 2 * gap)}</mask>`,
  );
  b.add(`<g mask="url(#${shade})">${shifted(inks.shadow, outer)}</g>`, [inks.shadow]);
  b.add(`<g mask="url(#${key})">${paint(inks.keyline, outer)}</g>`, [inks.keyline]);
  const boxes = text.lines.map((l, i) =>
    b.text(l, lines[i] as TextPlacement, { fill: inks.letter }, 'name'),
  );
  const letters = unionBoxes(boxes) as Box;
  const pad = gap + line;
  return {
    x0: letters.x0 - pad,
    y0: letters.y0 - pad,
    x1: letters.x1 + pad + drop * 0.6,
    y1: letters.y1 + pad + drop,
  };
}

/**
 * A chiva's painted band across the front: a rule, a row of teeth (the triangles painted round
 * Colombian buses and sound fronts) pointing `down` or up, a second rule; returns its foot.
 */
function band(
  b: ArtBuilder,
  y: number,
  half: number,
  inks: readonly [string, string, string],
  down: boolean,
): number {
  const [top, teeth, foot] = inks;
  const rule = (at: number, ink: string): void =>
    b.add(
      `<path fill="${ink}" d="M${r(CENTER_X - half)} ${r(at)}H${r(CENTER_X + half)}V${r(at + 12)}H${r(CENTER_X - half)}Z"/>`,
      [ink],
    );
  rule(y, top);
  const th = 30;
  const ty = y + 22;
  const n = Math.max(8, Math.round((2 * half) / 44));
  const tw = (2 * half) / n;
  const tri = Array.from({ length: n }, (_, i) => {
    const x = CENTER_X - half + i * tw;
    return down
      ? `M${r(x)} ${r(ty)}H${r(x + tw)}L${r(x + tw / 2)} ${r(ty + th)}Z`
      : `M${r(x)} ${r(ty + th)}H${r(x + tw)}L${r(x + tw / 2)} ${r(ty)}Z`;
  }).join('');
  b.add(`<path fill="${teeth}" d="${tri}"/>`, [teeth]);
  rule(ty + th + 10, foot);
  return ty + th + 22;
}

/** A speaker cone: rim, surround, cone rings and dust cap, with bolts round the rim. */
function speaker(b: ArtBuilder, cx: number, cy: number, R: number, ink: string, cap: string): void {
  const bolts = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * Math.PI * 2 + Math.PI / 8;
    return circle(cx + Math.cos(a) * R * 0.9, cy + Math.sin(a) * R * 0.9, R * 0.035);
  }).join('');
  b.add(
    `<path fill="${ink}" fill-rule="evenodd" d="${ring(cx, cy, R, R * 0.8)}${ring(cx, cy, R * 0.72, R * 0.6)}${ring(cx, cy, R * 0.5, R * 0.45)}${bolts}"/>`,
    [ink],
  );
  b.add(`<path fill="${cap}" d="${circle(cx, cy, R * 0.26)}"/>`, [cap]);
}

export const latinPico: Template = {
  id: 'latin-pico',
  needsImage: false,
  needsTracks: 2,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const cx = CENTER_X;
    const half = 470 * s;
    const order: [string, string, string] = rng.chance(0.5)
      ? [inks.support, inks.accent, inks.primary]
      : [inks.primary, inks.accent, inks.support];
    const below = band(b, 90, half, order, true);

    const name = await block(ctx.name, faces.display, {
      maxWidth: 900 * s,
      maxCap: 210 * s,
      maxHeight: 400 * s,
      maxLines: 3,
      leading: 0.2,
      // Keyline and shadow need air between stacked lines.
      inkGap: 0.45,
    });
    const drop = Math.max(8, name.cap * 0.1);
    const lettering = async (top: number): Promise<number> => {
      const nameBox = signLettering(
        b,
        name,
        top,
        { letter: inks.primary, keyline: inks.accent, shadow: inks.support },
        drop,
      );
      const altBottom = await altNameLine(b, ctx, {
        top: nameBox.y1 + 26,
        cap: 38,
        maxWidth: 860,
        ink: inks.primary,
      });
      return Math.max(nameBox.y1, altBottom);
    };
    const repertoire = (top: number, width: number): Promise<Box[]> =>
      oneLineList(b, trackList(ctx, 4), {
        face: faces.support,
        x: cx,
        align: 'center',
        top,
        step: 84,
        cap: 36,
        maxWidth: width,
        tracking: 0.06,
        inks: [inks.accent, inks.primary],
        max: 4,
      });
    // Diamonds between the repertoire's lines, as painted between a sound's hits.
    const gems = (rows: Box[]): void => {
      const d = rows
        .slice(1)
        .map((box, i) => diamond(cx, ((rows[i] as Box).y1 + box.y0) / 2, 16, 10))
        .join('');
      if (d) b.add(`<path fill="${inks.support}" d="${d}"/>`, [inks.support]);
    };
    const flank = async (top: number): Promise<number> => {
      // Two cones either side of the repertoire.
      const R = 130 * s;
      const cy = top + R;
      speaker(b, cx - half + R, cy, R, inks.primary, inks.accent);
      speaker(b, cx + half - R, cy, R, inks.primary, inks.accent);
      const rows = await repertoire(cy - R + 50, 2 * (half - 2 * R) - 60);
      gems(rows);
      return Math.max(cy + R, ...rows.map((box) => box.y1));
    };
    const row = async (top: number): Promise<number> => {
      // A woofer between two tweeters, bottoms aligned like a cabinet's baffle, the list under.
      const R = 150 * s;
      const t = 88 * s;
      const cy = top + R;
      speaker(b, cx, cy, R, inks.primary, inks.accent);
      for (const side of [-1, 1])
        speaker(b, cx + side * (R + t + 70 * s), cy + R - t, t, inks.primary, inks.accent);
      const rows = await repertoire(cy + R + 60, 2 * half - 40);
      gems(rows);
      return Math.max(cy + R, ...rows.map((box) => box.y1));
    };
    const cabinet = rng.chance(0.5) ? flank : row;
    const listBottom = rng.chance(0.5)
      ? await cabinet((await lettering(below + 60)) + 50)
      : await lettering((await cabinet(below + 50)) + 70);
    const end = band(b, listBottom + 50, half, [order[2], order[1], order[0]], false);
    await detailsLine(b, ctx, {
      baseline: end + 70,
      cap: 34,
      maxWidth: 760,
      ink: inks.support,
      tracking: 0.4,
      face: faces.display,
    });
  },
};
