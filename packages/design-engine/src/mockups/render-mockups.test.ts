import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { GARMENTS } from '../style/garments.ts';
import { displayFabric, parseHexColor, type Rgb } from './color.ts';
import { loadDesign } from './design-source.ts';
import { MockupInputError } from './errors.ts';
import { SCENE_UNITS, type DesignInfo, type Placement } from './geometry.ts';
import { PRODUCT_SCENES } from './products/index.ts';
import { renderMockups } from './render-mockups.ts';
import { clearStaticLayerCache } from './static-layer.ts';
import { chestBlockDesign } from './testing/chest-block.ts';
import { PRODUCT_KINDS, type Mockup, type ProductKind } from './types.ts';

const BLACK = '#111111';
const INK = '#e0302f';
const SIZE = 600;

/** A point of bare product surface, away from the print, per product (scene units). */
const BARE_SURFACE: Record<ProductKind, [number, number]> = {
  tshirt: [400, 730],
  hoodie: [500, 660],
  poster: [290, 190],
  mug: [330, 520],
  tote: [500, 866],
};

interface Decoded {
  data: Buffer;
  width: number;
  height: number;
}

async function decode(webp: Buffer): Promise<Decoded> {
  const { data, info } = await sharp(webp)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mean colour of a 7×7 patch around a point given in scene units. */
function sample(image: Decoded, [ux, uy]: [number, number]): Rgb {
  const k = image.width / SCENE_UNITS;
  const cx = Math.round(ux * k);
  const cy = Math.round(uy * k);
  const sum = { r: 0, g: 0, b: 0 };
  for (let y = cy - 3; y <= cy + 3; y++) {
    for (let x = cx - 3; x <= cx + 3; x++) {
      const i = (y * image.width + x) * 3;
      sum.r += image.data[i] ?? 0;
      sum.g += image.data[i + 1] ?? 0;
      sum.b += image.data[i + 2] ?? 0;
    }
  }
  return { r: sum.r / 49, g: sum.g / 49, b: sum.b / 49 };
}

const distance = (a: Rgb, b: Rgb) => Math.hypot(a.r - b.r, a.g - b.g, a.b - b.b);
const luma = (c: Rgb) => 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;

/** The middle of the print in scene units, from the product's own placement. */
function printCentre(placement: Placement): [number, number] {
  if (placement.type === 'flat') {
    return [placement.dest.x + placement.dest.w / 2, placement.dest.y + placement.dest.h / 2];
  }
  return [placement.cx, placement.top + placement.strip.h / 2];
}

describe('renderMockups', () => {
  let design: Buffer;
  let info: DesignInfo;
  let mockups: Mockup[];

  beforeAll(async () => {
    design = await chestBlockDesign(INK);
    info = await loadDesign(design, 'garment');
    mockups = await renderMockups({ design, kind: 'garment', garmentColor: BLACK, width: SIZE });
  });

  it('renders all five products as square WebP at the asked width by default', async () => {
    expect(mockups.map((m) => m.product)).toEqual([...PRODUCT_KINDS]);
    for (const m of mockups) {
      const meta = await sharp(m.webp).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height, m.width, m.height]).toEqual([SIZE, SIZE, SIZE, SIZE]);
    }
  });

  it.each(PRODUCT_KINDS)(
    '%s: prints the design in place, on the product, on the backdrop',
    async (product) => {
      const mockup = mockups.find((m) => m.product === product);
      if (!mockup) throw new Error(`no ${product} mockup`);
      const image = await decode(mockup.webp);
      const ink = sample(image, printCentre(PRODUCT_SCENES[product].placement(info)));
      const bare = sample(image, BARE_SURFACE[product]);
      const corner = sample(image, [20, 20]);
      // The print reads as the ink colour, clearly apart from the bare fabric around it.
      expect(distance(ink, parseHexColor(INK))).toBeLessThan(90);
      expect(distance(ink, bare)).toBeGreaterThan(120);
      // Bare fabric is dark (a black product), and the corner is light studio paper or wall.
      expect(luma(bare)).toBeLessThan(70);
      expect(luma(corner)).toBeGreaterThan(170);
    },
  );

  it('shows every blank the store sells in its own colour (style/garments.ts)', async () => {
    for (const hex of Object.values(GARMENTS)) {
      const [tee] = await renderMockups({
        design,
        kind: 'garment',
        garmentColor: hex,
        products: ['tshirt'],
        width: 300,
      });
      if (!tee) throw new Error('no tee');
      const fabric = sample(await decode(tee.webp), [540, 700]);
      // Lit flat cloth reads as the blank (black lifted a little, as a photo shows it).
      expect(distance(fabric, displayFabric(parseHexColor(hex)))).toBeLessThan(40);
    }
  });

  it('keeps light ink visible on a black tee', async () => {
    const white = await chestBlockDesign('#ffffff');
    const [tee] = await renderMockups({
      design: white,
      kind: 'garment',
      garmentColor: BLACK,
      products: ['tshirt'],
      width: SIZE,
    });
    if (!tee) throw new Error('no tee');
    const image = await decode(tee.webp);
    const ink = sample(image, printCentre(PRODUCT_SCENES.tshirt.placement(info)));
    expect(luma(ink)).toBeGreaterThan(190);
  });

  it('is deterministic: same input, same bytes, with a cold or a warm cache', async () => {
    const input = { design, kind: 'garment', garmentColor: '#1f2a44', width: 400 } as const;
    const first = await renderMockups(input);
    const warm = await renderMockups(input);
    clearStaticLayerCache();
    const cold = await renderMockups(input);
    for (let i = 0; i < first.length; i++) {
      expect(warm[i]?.webp.equals(first[i]?.webp ?? Buffer.alloc(0))).toBe(true);
      expect(cold[i]?.webp.equals(first[i]?.webp ?? Buffer.alloc(0))).toBe(true);
    }
  });

  it('renders a poster design only as a framed poster by default, at most 1200 px wide', async () => {
    const poster = await sharp({
      create: { width: 450, height: 600, channels: 4, background: '#2ec4b6' },
    })
      .png()
      .toBuffer();
    const result = await renderMockups({ design: poster, kind: 'poster', garmentColor: '#f2efe8' });
    expect(result.map((m) => m.product)).toEqual(['poster']);
    const [framed] = result;
    if (!framed) throw new Error('no poster');
    expect(framed.width).toBe(1200);
    const image = await decode(framed.webp);
    // Full bleed: the sheet is the poster's colour right up to near its corner.
    expect(distance(sample(image, [500, 478]), parseHexColor('#2ec4b6'))).toBeLessThan(60);
    expect(distance(sample(image, [280, 180]), parseHexColor('#2ec4b6'))).toBeLessThan(60);
  });

  it('rejects bad input with a clear error', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const base = { design, kind: 'garment', garmentColor: BLACK } as const;
    await expect(renderMockups({ ...base, design: jpeg })).rejects.toThrow(/design must be a PNG/);
    await expect(renderMockups({ ...base, design: Buffer.from('hello') })).rejects.toThrow(
      MockupInputError,
    );
    const broken = Buffer.concat([design.subarray(0, 40), Buffer.alloc(40)]);
    await expect(renderMockups({ ...base, design: broken })).rejects.toThrow(
      /could not be decoded/,
    );
    await expect(renderMockups({ ...base, garmentColor: 'blackish' })).rejects.toThrow(
      /garmentColor/,
    );
    await expect(renderMockups({ ...base, width: 1600 })).rejects.toThrow(/width/);
    await expect(renderMockups({ ...base, products: ['sock' as ProductKind] })).rejects.toThrow(
      /unknown product "sock"/,
    );
  });
});
