/**
 * Techno, white label: a 12" test pressing seen from above — fine groove rings cut into bands
 * (one band per track, the first lit in the accent as if the needle were on it), a plain label
 * with the centre hole and a spindle hairline, the name set in the label's upper half, the tracks
 * under the hole as A1/A2/B1/B2, and the country under the disc like a sleeve's spine (on the
 * designs that print it). Only true data: name, tracks, country — no invented catalogue number
 * or speed. Seeded: groove pitch and the lockup: the name on the 'label', or a 'masthead' — the
 * name set large over the record and the label left blank, as a test pressing's is, but for the
 * side's tracks.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { capHeight, fitScale, lineWidth, textLine } from '../../layout/text-line.ts';
import { circle } from '../../svg/shapes.ts';
import { drawBlock, nameBlock, smallLine } from '../../templates/common.ts';
import { upperCase } from '../../text/scripts.ts';
import { countryOf, trackList } from '../shared/art.ts';
import { pickArrangement } from '../shared/arrangement.ts';

const CX = 600;
const DEFAULT_CY = 640;
const DISC = 562;
const LABEL = 430;
/**
 * Small type's cap height. The disc spans nearly the whole art width, so a poster (which sets
 * the art smaller, with room around it) prints it at about 0.8 of its size: 34 stays above the
 * printable minimum there, and lines that would need less are left out.
 */
const SMALL = 34;
const SMALLEST = 31;

/** Groove rings between the label and the rim, one band per track with a blank gap between. */
function grooves(bands: number, pitch: number, cy: number): { lit: string; rest: string } {
  const inner = LABEL + 22;
  const gap = 12;
  const span = (DISC - inner - gap * (bands - 1)) / bands;
  const lit: string[] = [];
  const rest: string[] = [];
  // A record plays from the rim inwards: the first track is the outermost band.
  for (let i = 0; i < bands; i += 1) {
    const top = DISC - i * (span + gap);
    for (let rad = top; rad > top - span; rad -= pitch) {
      (i === 0 ? lit : rest).push(circle(CX, cy, rad));
    }
  }
  return { lit: lit.join(''), rest: rest.join('') };
}

/** The label's usable width at a text line whose ink spans [y0, y1], less a margin. */
function chord(y0: number, y1: number, margin: number, cy: number): number {
  const dy = Math.max(Math.abs(y0 - cy), Math.abs(y1 - cy));
  return 2 * Math.sqrt(Math.max(0, LABEL * LABEL - dy * dy)) - margin * 2;
}

/**
 * The tracks as a vinyl label lists them (A1, A2, B1, B2), one line each in the width the label
 * leaves at that height, skipping any that would print below the minimum size.
 */
async function sideList(
  b: ArtBuilder,
  ctx: TemplateContext,
  top: number,
  cy: number,
): Promise<void> {
  const { inks } = ctx;
  const tracks = trackList(ctx, 8);
  const perSide = tracks.length > 2 ? 2 : 1;
  const step = 62;
  let row = 0;
  for (const track of tracks) {
    if (row >= 4) break;
    const code = `${row < perSide ? 'A' : 'B'}${(row % perSide) + 1}`;
    const baseline = top + row * step;
    const line = await textLine(`${code}  ${upperCase(track)}`, 'spaceMono', 0.02);
    const scale = fitScale(line, chord(baseline - SMALL, baseline + 8, 60, cy), SMALL);
    if (scale * capHeight(line) < SMALLEST) continue;
    b.text(
      line,
      { x: CX, align: 'center', baseline, scale },
      { fill: row === 0 ? inks.accent : inks.primary },
      row === 0 ? 'track' : 'detail',
    );
    row += 1;
  }
}

export const WHITE_LABEL_ARRANGEMENTS = ['label', 'masthead'] as const;

export const technoWhiteLabel: Template = {
  id: 'techno-white-label',
  needsImage: false,
  needsTracks: 2,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const masthead = pickArrangement(ctx, WHITE_LABEL_ARRANGEMENTS) === 'masthead';
    let cy = DEFAULT_CY;
    if (masthead) {
      // The name over the record, as wide as the disc; the record hangs under it.
      const name = await nameBlock(ctx, ctx.faces.display, {
        maxWidth: 1040 * s,
        maxCap: 210 * s,
        maxHeight: 420 * s,
        maxLines: 3,
        leading: 0.14,
        tracking: 0.02,
        breakGain: 1.05,
      });
      const box = drawBlock(b, name, { top: 70, paint: { fill: inks.primary }, role: 'name' });
      cy = box.y1 + 70 + DISC;
    }
    const bands = Math.max(3, Math.min(5, trackList(ctx, 8).length));
    const { lit, rest } = grooves(bands, rng.pick([6, 7, 8]), cy);
    b.add(`<path fill="none" stroke="${inks.support}" stroke-width="2" d="${rest}"/>`, [
      inks.support,
    ]);
    b.add(`<path fill="none" stroke="${inks.accent}" stroke-width="2.5" d="${lit}"/>`, [
      inks.accent,
    ]);
    // The label's edge, the centre hole and the spindle hairline across the label.
    const hole = 26;
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="10" d="${circle(CX, cy, LABEL)}"/>`,
      [inks.primary],
    );
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="5" d="${circle(CX, cy, hole)}M${CX - LABEL + 50} ${cy}H${CX - hole - 28}M${CX + hole + 28} ${cy}H${CX + LABEL - 50}"/>`,
      [inks.primary],
    );

    // The name fills the label's upper half, its foot a little over the spindle line. It is
    // fitted to the chord at its own top (narrowed until its first line clears the label's
    // edge), so a short name sets large and a long one breaks into the wider lower lines.
    const foot = cy - 62;
    if (!masthead) await labelName();

    /** The name fitted into the label's upper half. */
    async function labelName(): Promise<void> {
      const room = 300 * s;
      // Every try (narrower each time) fits with the same options but the width.
      const fit = (maxWidth: number) =>
        nameBlock(ctx, ctx.faces.display, {
          maxWidth,
          maxCap: 190 * s,
          maxHeight: room,
          maxLines: 3,
          leading: 0.16,
          tracking: 0.02,
          breakGain: 1.1,
        });
      let width = chord(foot - 40, foot, 40, cy);
      let name = await fit(width);
      for (let i = 0; i < 8; i += 1) {
        const first = name.lines[0];
        const top = foot - name.height;
        const allowed = chord(top, top + name.cap, 44, cy);
        if (!first || lineWidth(first) * name.scale <= allowed) break;
        width *= 0.93;
        name = await fit(width);
      }
      drawBlock(b, name, {
        top: foot - name.height,
        paint: { fill: inks.primary },
        role: 'name',
      });
    }

    await sideList(b, ctx, cy + 110, cy);

    // Under the disc: the country, like a sleeve's spine, on the designs that print it.
    const country = countryOf(ctx);
    if (country)
      await smallLine(b, ctx, country, {
        baseline: cy + DISC + 90,
        cap: SMALL,
        maxWidth: 1000,
        ink: inks.primary,
        role: 'detail',
        tracking: 0.3,
        face: 'spaceMono',
      });
  },
};
