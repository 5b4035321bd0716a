/**
 * A decorative barcode (the bars of a product sticker or a magazine's price box), as one path.
 * The bars come from the text's code points, so an artist always gets the same barcode and two
 * artists different ones; it encodes nothing a scanner reads, and carries no invented number.
 */
import { r } from '../../svg/num.ts';
import type { Box } from '../../svg/box.ts';

/** Bar widths in modules (1–3) and the gaps between them, from `text`. */
function modules(text: string, count: number): number[] {
  const codes = [...text].map((c) => c.codePointAt(0) ?? 0);
  let h = 2166136261;
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) {
    h = Math.imul(h ^ (codes[i % Math.max(1, codes.length)] ?? 0) ^ i, 16777619) >>> 0;
    out.push(1 + (h % 3));
  }
  return out;
}

/**
 * Bars filling `box`: guard bars at both ends and the middle reach a little lower, as on a retail
 * barcode. Bars never go thinner than `minBar` units (hairlines would fill in on a shirt).
 */
export function barcode(text: string, box: Box, minBar = 4): string {
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  const slots = Math.max(12, Math.floor(width / (minBar * 4)));
  const widths = modules(text || '★', slots);
  const total = widths.reduce((sum, w) => sum + w, 0) * 2;
  const unit = width / total;
  const parts: string[] = [];
  let x = box.x0;
  widths.forEach((w, i) => {
    const guard = i < 2 || i >= slots - 2 || Math.abs(i - slots / 2) < 1;
    const y1 = guard ? box.y1 : box.y1 - height * 0.12;
    parts.push(`M${r(x)} ${r(box.y0)}H${r(x + w * unit)}V${r(y1)}H${r(x)}Z`);
    // The gap after a bar: the next module's width, so light and dark vary together.
    x += w * unit + (widths[(i + 1) % slots] ?? 1) * unit;
  });
  return parts.join('');
}
