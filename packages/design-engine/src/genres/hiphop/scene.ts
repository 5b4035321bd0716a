/**
 * Hip hop, scene: for the national scenes a streaming service names by country ("german hip
 * hop", "french hip hop", "desi hip hop", "arabic hip hop"), whose pride is where they rap from.
 * The artist's country as its two-letter code, the way area-code and city-pride shirts wear a
 * number: seeded, either the code huge in outline with the name set solid across it (the outline
 * stopping short of the letters), or the code in the oval of a car's country sticker over the
 * name. Only for REGIONAL. Without a known country the name stands between two rules.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { capHeight, fitScale, textLine } from '../../layout/text-line.ts';
import { r } from '../../svg/num.ts';
import { countryName } from '../../text/hook.ts';
import { isCased } from '../../text/scripts.ts';
import { drawBlock, nameBlock } from '../../templates/common.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { countryOf, homeCountry } from '../shared/art.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { probeNameLines } from '../shared/name-probe.ts';
import { trackAndPlace } from '../shared/track-and-place.ts';

export const SCENE_ARRANGEMENTS = ['code', 'oval'] as const;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Retired codes that still name a country and come before its own (DD: East Germany). */
const RETIRED: ReadonlySet<string> = new Set(['DD', 'BU', 'SU', 'YU', 'CS', 'ZR', 'TP', 'FX']);

/** Country name (as the engine prints it) → its ISO code, built once from the same names. */
let CODES: Map<string, string> | null = null;

/** The two-letter code of the country the engine named, or null. */
export function countryCode(country: string | null): string | null {
  if (!country) return null;
  if (!CODES) {
    CODES = new Map();
    for (const a of LETTERS)
      for (const b of LETTERS) {
        const name = countryName(a + b);
        // Unassigned codes come back as themselves.
        if (name && name !== a + b && !RETIRED.has(a + b) && !CODES.has(name))
          CODES.set(name, a + b);
      }
  }
  return CODES.get(country) ?? null;
}

/** The code huge in outline, the name solid across its middle; returns the foot. */
async function bigCode(b: ArtBuilder, ctx: TemplateContext, code: string): Promise<number> {
  const { inks } = ctx;
  const s = ctx.shrink;
  const line = await textLine(code, 'archivoBlack', 0.02);
  const scale = fitScale(line, 1000, 460);
  const cap = capHeight(line) * scale;
  const codeTop = 60;
  // The name smaller than the code and low across it, so the code still reads as the graphic.
  const name = await nameBlock(ctx, ctx.faces.display, {
    maxWidth: 920 * s,
    maxCap: Math.min(170, cap * 0.32) * s,
    maxHeight: cap * 0.62 * s,
    maxLines: 2,
    leading: 0.08,
  });
  const nameTop = codeTop + cap * 0.64 - name.height / 2;
  // The outline stops at a clean band round each line of the name: cut only round the letters,
  // its strokes between two letters read as stray punctuation ("KAPUT:T").
  const bands = probeNameLines(b, name, nameTop)
    .map(
      ({ box }) =>
        `M${r(box.x0 - 28)} ${r(box.y0 - 26)}H${r(box.x1 + 28)}V${r(box.y1 + 26)}H${r(box.x0 - 28)}Z`,
    )
    .join('');
  const gap = cutAwayMask(b, 'code', `<path fill="#000" d="${bands}"/>`);
  const outline = b.textMarkup(
    line,
    { x: CENTER_X, baseline: codeTop + cap, scale },
    { stroke: inks.accent, strokeWidth: 16 },
  );
  b.add(`<g mask="url(#${gap})">${outline.markup}</g>`, [inks.accent]);
  const box = drawBlock(b, name, { top: nameTop, paint: { fill: inks.primary }, role: 'name' });
  return Math.max(codeTop + cap + 16, box.y1);
}

/** The code in a country sticker's oval, the name under it; returns the foot. */
async function oval(b: ArtBuilder, ctx: TemplateContext, code: string | null): Promise<number> {
  const { inks } = ctx;
  const s = ctx.shrink;
  let y = 60;
  if (code) {
    const rx = 230;
    const ry = 140;
    const cy = y + ry;
    b.add(
      `<ellipse cx="${CENTER_X}" cy="${r(cy)}" rx="${rx - 9}" ry="${ry - 9}" fill="none" stroke="${inks.accent}" stroke-width="18"/>`,
      [inks.accent],
    );
    const line = await textLine(code, 'archivoBlack', 0.04);
    const scale = fitScale(line, rx * 1.2, ry * 0.95);
    const cap = capHeight(line) * scale;
    b.text(line, { x: CENTER_X, baseline: cy + cap / 2, scale }, { fill: inks.primary }, 'detail');
    y = cy + ry + 70;
  } else {
    b.add(`<path fill="${inks.accent}" d="M${CENTER_X - 420} ${y}h840v12h-840Z"/>`, [inks.accent]);
    y += 70;
  }
  const name = await nameBlock(ctx, ctx.faces.display, {
    maxWidth: 1000 * s,
    maxCap: 230 * s,
    maxHeight: 440 * s,
    maxLines: 2,
    leading: 0.08,
    breakGain: 1.0,
  });
  const box = drawBlock(b, name, { top: y, paint: { fill: inks.primary }, role: 'name' });
  if (code) return box.y1;
  b.add(`<path fill="${inks.accent}" d="M${CENTER_X - 420} ${r(box.y1 + 60)}h840v12h-840Z"/>`, [
    inks.accent,
  ]);
  return box.y1 + 72;
}

export const hiphopScene: Template = {
  id: 'hiphop-scene',
  place: true,
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { inks } = ctx;
    const picked = pickArrangement(ctx, SCENE_ARRANGEMENTS);
    // A name with no capitals (Arabic, Devanagari, Hangul…) set small across a huge Latin code
    // loses to it: the code becomes the hero. Such names take the sticker, under which they lead.
    const arrangement = isCased(ctx.name) ? picked : 'oval';
    // The code of the country this design prints (looked up by its English name).
    const code = countryOf(ctx) ? countryCode(homeCountry(ctx)) : null;
    const y =
      arrangement === 'code' && code ? await bigCode(b, ctx, code) : await oval(b, ctx, code);
    await trackAndPlace(b, ctx, {
      baseline: y + 90,
      track: { cap: 42, maxWidth: 900, ink: inks.support, tracking: 0.25 },
      place: { gap: 46, maxWidth: 700, ink: inks.support, tracking: 0.45 },
    });
  },
};
