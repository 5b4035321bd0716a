// Stand-in mockups for seeded stores: a product silhouette in the garment colour with the design's
// title on it, as WebP, so storefront pages and screenshots look like a real store without
// running the design engine.
import sharp from 'sharp';
import type { ProductKind } from '../../../db/schema/index.ts';
import { escapeHtml } from '../html.ts';

const SHAPES: Record<ProductKind, string> = {
  tee: 'M170 120 L240 90 Q300 130 360 90 L430 120 L500 200 L440 240 L420 220 L420 500 L180 500 L180 220 L160 240 L100 200 Z',
  hoodie:
    'M165 130 L240 95 Q300 60 360 95 L435 130 L505 300 L450 320 L425 260 L425 510 L175 510 L175 260 L150 320 L95 300 Z',
  poster: 'M160 80 L440 80 L440 520 L160 520 Z',
  mug: 'M170 160 L390 160 L390 470 Q390 500 360 500 L200 500 Q170 500 170 470 Z M390 220 Q470 220 470 300 Q470 380 390 380 L390 350 Q440 350 440 300 Q440 250 390 250 Z',
  tote: 'M170 220 L430 220 L450 520 L150 520 Z M220 220 Q220 110 300 110 Q380 110 380 220 L360 220 Q360 135 300 135 Q240 135 240 220 Z',
};

const PRINT_AREA: Record<ProductKind, { y: number; size: number }> = {
  tee: { y: 300, size: 34 },
  hoodie: { y: 320, size: 32 },
  poster: { y: 300, size: 40 },
  mug: { y: 330, size: 30 },
  tote: { y: 380, size: 30 },
};

export async function mockupImage(
  kind: ProductKind,
  garmentHex: string,
  ink: string,
  title: string,
): Promise<Buffer> {
  const area = PRINT_AREA[kind];
  const words = title.split(' ');
  const half = Math.ceil(words.length / 2);
  const lines = [words.slice(0, half).join(' '), words.slice(half).join(' ')].filter(Boolean);
  const text = lines
    .map(
      (line, index) =>
        `<text x="300" y="${area.y + index * (area.size + 6)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${area.size}" fill="${ink}">${escapeHtml(line.toUpperCase())}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
<rect width="600" height="600" fill="#efedea"/>
<ellipse cx="300" cy="545" rx="210" ry="18" fill="#000" opacity="0.08"/>
<path d="${SHAPES[kind]}" fill="${garmentHex}" stroke="#00000022" stroke-width="3" fill-rule="evenodd"/>
${text}
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

export async function bannerImage(from: string, to: string, title: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1600" height="600" fill="url(#g)"/>
<circle cx="1250" cy="220" r="260" fill="#ffffff" opacity="0.08"/>
<circle cx="1400" cy="480" r="160" fill="#ffffff" opacity="0.06"/>
<text x="1500" y="560" text-anchor="end" font-family="DejaVu Sans, sans-serif" font-size="28" fill="#ffffff" opacity="0.35">${escapeHtml(title)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/** A small print file (PNG): real bytes, so the fulfilment's print URLs resolve. */
export async function printImage(ink: string): Promise<Buffer> {
  return sharp({ create: { width: 45, height: 54, channels: 4, background: ink } })
    .png()
    .toBuffer();
}
