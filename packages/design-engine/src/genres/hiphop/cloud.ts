/**
 * Hip hop, cloud: the shirt of cloud rap, emo rap, rage, plugg and phonk — the name in gothic
 * blackletter (kept in the artist's own case: "lil mothwing" stays lower case), soft four-point
 * sparkles scattered round it, and one of the scene's charms. Only for CLOUD_EMO. Seeded: one of
 * three arrangements — a charm hovering over the name among sparkles (a butterfly, or the
 * broken heart, angel wings or halo its track's words call for); a tall thin
 * gothic cross with the name set across its stem (the stem stopping short of the letters); or
 * the name glitched, its two shadow inks split left and right and a band of it torn sideways —
 * and the sparkles' places.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import type { TextBlock } from '../../layout/text-line.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { drawBlock, nameBlock } from '../../templates/common.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { icon, pickMotif, type MotifRule } from '../shared/art.ts';
import { probeNameLines } from '../shared/name-probe.ts';
import { glint } from '../shared/sparkle.ts';
import { trackAndPlace } from '../shared/track-and-place.ts';

export const CLOUD_ARRANGEMENTS = ['charm', 'cross', 'glitch'] as const;

const CHARMS: readonly MotifRule[] = [
  [/heart|love|cry|tear|broke|sad|miss/, ['broken-heart', 'heart-wings']],
  [/angel|halo|heaven|pray|wing/, ['angel-wings', 'heart-wings']],
  [/ghost|spirit|phantom/, ['ghost']],
  [/moon|night|star|sky/, ['moon', 'falling-star']],
];
/** The front-on wings of fairy-wings, given a body below, are the scene's butterfly. */
const BUTTERFLY = 'fairy-wings';

/** The charm over the name; a butterfly gets its body and antennae drawn between the wings. */
function charm(b: ArtBuilder, ctx: TemplateContext, box: Box): Box {
  const { inks } = ctx;
  const motif = pickMotif(ctx, CHARMS, [BUTTERFLY, BUTTERFLY, 'heart-wings']);
  const placed = icon(b, motif, box, inks.accent);
  if (motif !== BUTTERFLY) return placed;
  const cx = (placed.x0 + placed.x1) / 2;
  const h = placed.y1 - placed.y0;
  const top = placed.y0 + h * 0.12;
  b.add(
    `<path fill="${inks.primary}" d="M${r(cx)} ${r(top)}c16 0 18 ${r(h * 0.2)} 12 ${r(h * 0.45)}c-4 ${r(h * 0.2)} -8 ${r(h * 0.3)} -12 ${r(h * 0.3)}c-4 0 -8 ${r(-h * 0.1)} -12 ${r(-h * 0.3)}c-6 ${r(-h * 0.25)} -4 ${r(-h * 0.45)} 12 ${r(-h * 0.45)}Z"/><path fill="none" stroke="${inks.primary}" stroke-width="7" stroke-linecap="round" d="M${r(cx - 4)} ${r(top + 4)}q-20 -40 -48 -52M${r(cx + 4)} ${r(top + 4)}q20 -40 48 -52"/>`,
    [inks.primary],
  );
  return { ...placed, y0: Math.min(placed.y0, top - 56) };
}

const rect = (x0: number, y0: number, x1: number, y1: number): string =>
  `M${r(x0)} ${r(y0)}H${r(x1)}V${r(y1)}H${r(x0)}Z`;

/** A few sparkles of seeded size round `box`, outside it, on both sides. */
function sparkles(b: ArtBuilder, ctx: TemplateContext, box: Box, ink: string): void {
  const { rng } = ctx;
  const marks: string[] = [];
  const count = rng.pick([3, 4, 5]);
  for (let i = 0; i < count; i += 1) {
    const side = i % 2 === 0 ? -1 : 1;
    const size = rng.range(22, 46) * (i < 2 ? 1.3 : 1);
    const x = side < 0 ? box.x0 - rng.range(30, 80) : box.x1 + rng.range(30, 80);
    const y = box.y0 + rng.range(0.05, 0.95) * (box.y1 - box.y0);
    marks.push(glint(Math.min(1090, Math.max(110, x)), y, size, 0.14));
  }
  b.add(`<path fill="${ink}" d="${marks.join('')}"/>`, [ink]);
}

/** The name fitted in blackletter; the face's own fallback sets other scripts. */
function gothicName(ctx: TemplateContext, maxWidth: number): Promise<TextBlock> {
  const s = ctx.shrink;
  return nameBlock(ctx, 'unifraktur', {
    maxWidth: maxWidth * s,
    maxCap: 210 * s,
    maxHeight: 420 * s,
    maxLines: 2,
    leading: 0.12,
    inkGap: 0.15,
    breakGain: 1.0,
  });
}

/** The name with its two shadow inks split either side and one band torn sideways. */
function glitchedName(b: ArtBuilder, ctx: TemplateContext, name: TextBlock, top: number): Box {
  const { inks, rng } = ctx;
  const lines = probeNameLines(b, name, top);
  const letters = lines.map((l) => l.markup).join('');
  const split = Math.max(6, name.cap * 0.045);
  const ink = (c: string) => letters.replace(/fill="#000"/g, `fill="${c}"`);
  // Each split copy only in an ink other than the name's: in the same ink it would only smear
  // the letters fatter (a one-ink plan keeps just the tear).
  for (const [shadow, dx] of [
    [inks.accent, -split],
    [inks.support, split],
  ] as const) {
    if (shadow === inks.primary) continue;
    b.add(`<g transform="translate(${r(dx)} 0)">${ink(shadow)}</g>`, [shadow]);
  }
  const x0 = Math.min(...lines.map((l) => l.box.x0)) - 80;
  const x1 = Math.max(...lines.map((l) => l.box.x1)) + 80;
  const y0 = top - name.cap;
  const y1 = Math.max(...lines.map((l) => l.box.y1)) + name.cap * 0.4;
  // One torn band per name, somewhere across a line's middle.
  const line = rng.int(0, name.lines.length - 1);
  const capTop = top + (name.baselines[line] ?? 0) - name.cap;
  const a = capTop + name.cap * rng.range(0.25, 0.5);
  const z = a + name.cap * rng.range(0.12, 0.2);
  const keep = b.uid('whole');
  const torn = b.uid('torn');
  b.def(
    `<clipPath id="${keep}"><path d="${rect(x0, y0, x1, a)}${rect(x0, z, x1, y1)}"/></clipPath>`,
  );
  b.def(`<clipPath id="${torn}"><path d="${rect(x0, a, x1, z)}"/></clipPath>`);
  const tear = name.cap * 0.09 * (rng.chance(0.5) ? 1 : -1);
  b.add(
    `<g clip-path="url(#${keep})">${ink(inks.primary)}</g><g transform="translate(${r(tear)} 0)"><g clip-path="url(#${torn})">${ink(inks.primary)}</g></g>`,
    [inks.primary],
  );
  name.lines.forEach((l, i) => {
    const box = lines[i]?.box;
    if (box) b.record(l, box, inks.primary, name.scale, 'name');
  });
  const boxes = lines.map((l) => l.box);
  return {
    x0: Math.min(...boxes.map((bx) => bx.x0)) - split - Math.abs(tear),
    x1: Math.max(...boxes.map((bx) => bx.x1)) + split + Math.abs(tear),
    y0: top,
    y1: Math.max(...boxes.map((bx) => bx.y1)),
  };
}

export const hiphopCloud: Template = {
  id: 'hiphop-cloud',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { inks } = ctx;
    const arrangement = pickArrangement(ctx, CLOUD_ARRANGEMENTS);
    let y: number;
    if (arrangement === 'charm') {
      const wings = charm(b, ctx, { x0: CENTER_X - 210, y0: 110, x1: CENTER_X + 210, y1: 380 });
      sparkles(b, ctx, { ...wings, y0: wings.y0 + 20, y1: wings.y1 - 20 }, inks.support);
      const name = await gothicName(ctx, 960);
      const box = drawBlock(b, name, {
        top: wings.y1 + 60,
        paint: { fill: inks.primary },
        role: 'name',
      });
      y = box.y1;
    } else if (arrangement === 'cross') {
      const name = await gothicName(ctx, 980);
      const nameTop = 330;
      const nameFoot = nameTop + name.height;
      // The cross: a thin stem from the top to well under the name, a bar high across it.
      const stemFoot = nameFoot + 260;
      const bar = 150;
      // The stem stops short of the name's whole band, not just its letters (a stem glimpsed
      // between two letters reads as an apostrophe).
      const cross = `${rect(CENTER_X - 13, 50, CENTER_X + 13, nameTop - name.cap * 0.45)}${rect(CENTER_X - 13, nameFoot + 40, CENTER_X + 13, stemFoot)}${rect(CENTER_X - 150, bar - 13, CENTER_X + 150, bar + 13)}`;
      b.add(`<path fill="${inks.accent}" d="${cross}"/>`, [inks.accent]);
      // Sparkles at the ends of the bar, a small one at the top of the stem.
      b.add(
        `<path fill="${inks.support}" d="${glint(CENTER_X - 200, bar, 34)}${glint(CENTER_X + 200, bar, 34)}${glint(CENTER_X, stemFoot + 50, 30)}"/>`,
        [inks.support],
      );
      const box = drawBlock(b, name, { top: nameTop, paint: { fill: inks.primary }, role: 'name' });
      y = Math.max(box.y1, stemFoot + 80);
    } else {
      const name = await gothicName(ctx, 920);
      const top = 60 + name.cap * 0.2;
      const box = glitchedName(b, ctx, name, top);
      if (name.sub)
        drawBlock(b, name.sub.block, {
          top: top + name.sub.offset,
          paint: { fill: inks.primary },
          role: 'name',
        });
      sparkles(b, ctx, box, inks.accent);
      y = name.sub ? top + name.height : box.y1;
    }
    await trackAndPlace(b, ctx, {
      baseline: y + 90,
      track: { cap: 40, maxWidth: 880, ink: inks.support, tracking: 0.3 },
      place: { gap: 46, maxWidth: 700, ink: inks.support, tracking: 0.45, chance: 0.5 },
    });
  },
};
