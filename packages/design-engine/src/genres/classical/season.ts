/**
 * Classical concert-season poster, Swiss style: an abstract form in two inks (rings of arcs
 * sounding from a point beside the programme, or circles swelling along a line like a
 * crescendo), then the ensemble's distinctive words huge and flush left — "ROYAL
 * PHILHARMONIC", with "Orchestra of the Northern Provinces & Chamber Choir" small under it;
 * "Ensemble" small over "ARDENT" — a heavy rule in the second ink, and the programme (the
 * artist's own tracks) small. Asymmetric, where the family's other layouts are centred stacks.
 */
import { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { capHeight, fitScale, splitBalanced, textLine } from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import type { TemplateContext, Template } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { scriptsOf, isRtlScript } from '../../text/scripts.ts';
import { block, drawBlock, smallLine } from '../../templates/common.ts';
import { altNameLine, countryOf, trackList } from '../shared/art.ts';
import { ensembleLockup } from './ensemble-name.ts';
import { seasonForm } from './season-forms.ts';

const NUMERALS = ['I', 'II', 'III', 'IV'];

/** Whether a title sets in at most two lines of `width` at a comfortable small size. */
async function fitsTwoLines(ctx: TemplateContext, title: string, width: number): Promise<boolean> {
  const face = ctx.faces.support;
  const parts = splitBalanced(casingFor(face, title), 2);
  const lines = await Promise.all(parts.map((p) => textLine(p, face, 0.06)));
  return lines.every((l) => fitScale(l, width, 34) * capHeight(l) >= MIN_TEXT_HEIGHT * 1.12);
}

/**
 * The programme's cap height beside the rings: as large as every title still sets on one line of
 * the column at (up to 46, the size the rings' weight asks for), never under the usual 34.
 */
async function programmeCap(
  ctx: TemplateContext,
  titles: readonly string[],
  width: number,
): Promise<number> {
  const face = ctx.faces.support;
  const lines = await Promise.all(titles.map((t) => textLine(casingFor(face, t), face, 0.06)));
  for (const cap of [46, 40]) {
    if (lines.every((l) => fitScale(l, width, cap) * capHeight(l) >= cap * 0.999)) return cap;
  }
  return 34;
}

/**
 * A programme column: roman numerals hanging in the second ink, each title beside its numeral
 * (a long one continues under its first word, not under the numeral); returns its foot.
 */
async function programme(
  b: ArtBuilder,
  ctx: TemplateContext,
  titles: readonly string[],
  o: { x: number; top: number; width: number; bottom: number; cap?: number },
): Promise<number> {
  const { inks } = ctx;
  const cap = o.cap ?? 34;
  const hang = Math.round(cap * 2.18);
  let y = o.top;
  const fitting: string[] = [];
  for (const title of titles) {
    if (await fitsTwoLines(ctx, title, o.width - hang)) fitting.push(title);
  }
  for (const [i, title] of (fitting.length > 0 ? fitting : titles.slice(0, 1)).entries()) {
    // A long title breaks over two lines; stop before a title would run past the column's foot.
    if (y + 100 > o.bottom && i > 0) break;
    const baseline = y + cap + 2;
    await smallLine(b, ctx, NUMERALS[i] ?? '', {
      x: o.x + hang - 22,
      align: 'right',
      baseline,
      cap: Math.round(cap * 0.88),
      maxWidth: hang - 22,
      ink: inks.accent,
      role: 'detail',
      tracking: 0.1,
    });
    const line = await smallLine(b, ctx, title, {
      x: o.x + hang,
      align: 'left',
      baseline,
      cap,
      maxWidth: o.width - hang,
      ink: inks.primary,
      role: i === 0 ? 'track' : 'detail',
      tracking: 0.06,
    });
    y = line.y1 + cap;
  }
  return y;
}

export const classicalSeason: Template = {
  id: 'classical-season',
  needsImage: false,
  needsTracks: 2,
  maxGrow: 1.2,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const x0 = CENTER_X - 510;
    const x1 = CENTER_X + 510;
    const rtl = scriptsOf(ctx.name).some(isRtlScript);
    // Right-to-left names hang from the right edge, as their lines begin there.
    const align = rtl ? 'right' : 'left';
    const edge = rtl ? x1 : x0;
    const top = 80;
    const form = rng.pick(['arcs', 'arcs', 'crescendo'] as const);
    const formLeft = rng.chance(0.5);
    const titles = trackList(ctx, ctx.fit > 0 ? 3 : 4);
    let formBottom: number;
    let programmeDone = false;
    if (form === 'arcs') {
      // The rings take one half of the band, the programme the other, level with them.
      const h = 540 * ctx.shrink;
      // The rings take a little less than half: wide serif titles need the room. Where the
      // titles would still set small beside them, the rings give up a little more of the band.
      const room = (ringsW: number): number => x1 - x0 - ringsW - 20;
      let ringsW = 470;
      let cap = await programmeCap(ctx, titles, room(ringsW) - 100);
      const narrower = cap < 40 ? await programmeCap(ctx, titles, room(400) - 100) : cap;
      if (narrower > cap) {
        ringsW = 400;
        cap = narrower;
      }
      const half = formLeft ? { x0, x1: x0 + ringsW } : { x0: x1 - ringsW, x1 };
      const drawn = seasonForm('arcs', { ...half, y0: top, y1: top + h }, rng, inks, formLeft);
      b.add(drawn.markup, drawn.inks);
      const column = {
        x: formLeft ? x0 + ringsW + 20 : x0,
        top: top + 20,
        width: room(ringsW),
        bottom: top + h,
        cap,
      };
      // The column stands level with the rings' centre, not hung from their top edge: a short
      // programme hung there left the rings' lower half bare beside it (a lopsided pair).
      const foot = await programme(new ArtBuilder(), ctx, titles, column);
      const drop = Math.max(0, (h - 40 - (foot - column.cap - column.top)) / 2);
      await programme(b, ctx, titles, {
        ...column,
        top: column.top + drop,
        bottom: top + h + drop,
      });
      formBottom = top + h;
      programmeDone = true;
    } else {
      const h = 330 * ctx.shrink;
      const drawn = seasonForm('crescendo', { x0, x1, y0: top, y1: top + h }, rng, inks, formLeft);
      b.add(drawn.markup, drawn.inks);
      formBottom = top + h;
    }

    // The name: the kind of ensemble small, its distinctive words huge.
    const parts = ensembleLockup(ctx.name, ctx.altName);
    let y = formBottom + 60;
    if (parts.lead) {
      const lead = await smallLine(b, ctx, parts.lead, {
        x: edge,
        align,
        baseline: y + 40,
        cap: 40,
        maxWidth: x1 - x0,
        ink: inks.accent,
        role: 'name',
        tracking: 0.35,
      });
      y = lead.y1 + 24;
    }
    const hero = await block(parts.hero, faces.display, {
      maxWidth: x1 - x0,
      maxCap: 240 * ctx.shrink,
      maxHeight: 480 * ctx.shrink,
      maxLines: 3,
      leading: 0.12,
      tracking: 0.02,
      // A break must buy a clearly larger hero: a name never strands a word (or an emoji).
      breakGain: 1.3,
    });
    const heroBox = drawBlock(b, hero, {
      x: edge,
      align,
      top: y,
      paint: { fill: inks.primary },
      role: 'name',
    });
    y = heroBox.y1;
    if (parts.tail) {
      // Small but never fussy: a third of the hero, between 0.36 and 0.56 in.
      const tailCap = Math.max(36, Math.min(56, hero.cap * 0.32));
      const tail = await block(parts.tail, faces.support, {
        maxWidth: x1 - x0,
        maxCap: tailCap,
        maxHeight: tailCap * 2.7,
        maxLines: 2,
        leading: 0.35,
        tracking: 0.06,
      });
      const tailBox = drawBlock(b, tail, {
        x: edge,
        align,
        top: y + 36,
        paint: { fill: inks.primary },
        role: 'name',
      });
      y = tailBox.y1;
    }
    if (parts.alt)
      y = await altNameLine(b, ctx, {
        top: y + 30,
        cap: 36,
        maxWidth: x1 - x0,
        ink: inks.primary,
        x: edge,
        align,
      });
    const ruleY = y + 44;
    b.add(`<path fill="${inks.accent}" d="M${r(x0)} ${r(ruleY)}H${r(x1)}v12H${r(x0)}Z"/>`, [
      inks.accent,
    ]);
    y = ruleY + 12;
    if (!programmeDone) {
      y = await programme(b, ctx, titles.slice(0, 3), {
        x: x0,
        top: y + 40,
        width: x1 - x0,
        bottom: y + 520,
      });
    }
    const place = countryOf(ctx);
    if (place) {
      await smallLine(b, ctx, place, {
        x: programmeDone ? x1 : x0,
        align: programmeDone ? 'right' : 'left',
        baseline: y + 70,
        cap: 30,
        maxWidth: 860,
        ink: inks.support,
        role: 'detail',
        tracking: 0.5,
      });
    }
  },
};
