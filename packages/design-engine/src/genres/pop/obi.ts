/**
 * The obi: the paper band wrapped round the spine edge of a Japanese LP, printed with the
 * artist's name running down it. Drawn as a solid band with the text knocked out (the garment
 * shows through the letters). Chinese, Japanese and Korean stand upright one character under
 * another, as on a real obi; any other script runs down the band turned a quarter.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { ArtBuilder, TextRole } from '../../layout/art-builder.ts';
import { MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { capHeight, lineWidth, textLine } from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { knockout, type KnockoutText } from '../../templates/common.ts';
import { graphemes, scriptsOf } from '../../text/scripts.ts';

const UPRIGHT = new Set(['Han', 'Kana', 'Hangul']);

/** Whether `text` is written in scripts that stand upright in a vertical column. */
export function standsUpright(text: string): boolean {
  const scripts = scriptsOf(text);
  return scripts.length > 0 && scripts.every((s) => UPRIGHT.has(s));
}

/** The smallest cap height the band's text may print at (a margin over the minimum). */
const LEAST = MIN_TEXT_HEIGHT * 1.15;

/**
 * The band with the first of `texts` that fits it legibly knocked out; the band alone when none
 * does. Returns the band's box.
 */
export async function obi(
  b: ArtBuilder,
  band: Box,
  ink: string,
  texts: readonly { text: string; role: TextRole }[],
  face: FaceId,
): Promise<Box> {
  const w = band.x1 - band.x0;
  const h = band.y1 - band.y0;
  const cx = (band.x0 + band.x1) / 2;
  const shape = `M${r(band.x0)} ${r(band.y0)}H${r(band.x1)}V${r(band.y1)}H${r(band.x0)}Z`;
  const cy = (band.y0 + band.y1) / 2;
  const room = h - w * 0.9;
  for (const { text, role } of texts) {
    if (!text.trim()) continue;
    const cut = standsUpright(text)
      ? await upright(text.replace(/\s+/g, ''), face, { cx, cy, maxCap: w * 0.6, room })
      : await turned(casingFor(face, text), face, { cx, cy, maxCap: w * 0.5, room });
    if (cut) {
      knockout(
        b,
        shape,
        ink,
        cut.map((c) => ({ ...c, role })),
      );
      return band;
    }
  }
  b.add(`<path fill="${ink}" d="${shape}"/>`, [ink]);
  return band;
}

/** Where a text is set in the band: its centre, its largest cap height and the length it may take. */
interface BandSpot {
  cx: number;
  cy: number;
  maxCap: number;
  room: number;
}

/** One character under another, each centred, the column centred on `cy`, within `room`. */
async function upright(
  text: string,
  face: FaceId,
  { cx, cy, maxCap, room }: BandSpot,
): Promise<KnockoutText[] | null> {
  const chars = graphemes(text).map((g) => g.text);
  const lines = await Promise.all(chars.map((c) => textLine(c, face)));
  const cap = Math.max(...lines.map(capHeight));
  const pitch = 1.18;
  const size = Math.min(maxCap, room / (chars.length * pitch));
  if (size < LEAST) return null;
  const scale = size / cap;
  const top = cy - (size * (chars.length * pitch - (pitch - 1))) / 2;
  return lines.map((line, i) => ({
    line,
    at: { x: cx, baseline: top + size * (i * pitch + 1), scale, align: 'center' },
    role: 'name',
  }));
}

/** The text turned a quarter clockwise, reading down the band, centred on (cx, cy). */
async function turned(
  text: string,
  face: FaceId,
  { cx, cy, maxCap, room }: BandSpot,
): Promise<KnockoutText[] | null> {
  const line = await textLine(text, face, 0.12);
  const scale = Math.min(maxCap / capHeight(line), room / lineWidth(line));
  const cap = capHeight(line) * scale;
  if (cap < LEAST) return null;
  // Turned about its baseline's centre: the letters' body lands to the right of that point.
  return [
    {
      line,
      at: { x: cx - cap / 2, baseline: cy, scale, rotate: 90, align: 'center' },
      role: 'name',
    },
  ];
}
