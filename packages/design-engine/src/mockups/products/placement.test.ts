import { describe, expect, it } from 'vitest';
import type { Box, DesignInfo, Placement } from '../geometry.ts';
import { PRODUCT_SCENES } from './index.ts';

/** A 15×18 in print file (as a 750×900 preview) whose art covers `content`. */
const garment = (content: Box): DesignInfo => ({
  kind: 'garment',
  width: 750,
  height: 900,
  content,
});
const chest = garment({ x: 75, y: 0, w: 600, h: 500 });
// Art running the full 16 in height of the printable area.
const tall = garment({ x: 75, y: 0, w: 600, h: 800 });

function flat(placement: Placement) {
  if (placement.type !== 'flat') throw new Error('expected a flat placement');
  return placement;
}

describe('product placements', () => {
  it('tee: the print file is ~54 % of the 20 in body wide, 3 in below the collar, centred', () => {
    const { dest, crop } = flat(PRODUCT_SCENES.tshirt.placement(chest));
    const body = 1000 - 2 * 283;
    const inch = body / 20;
    expect(dest.w / body).toBeGreaterThanOrEqual(0.5);
    expect(dest.w / body).toBeLessThanOrEqual(0.55);
    expect(dest.y).toBeCloseTo(262 + 3 * inch, 5);
    expect(dest.x + dest.w / 2).toBeCloseTo(500, 5);
    expect(crop).toEqual({ x: 0, y: 0, w: 750, h: 900 });
  });

  it('hoodie: even full-height art ends above the kangaroo pocket', () => {
    for (const design of [chest, tall]) {
      const { dest } = flat(PRODUCT_SCENES.hoodie.placement(design));
      const artBottom = dest.y + ((design.content.y + design.content.h) / design.height) * dest.h;
      expect(artBottom).toBeLessThan(560);
      expect(dest.x + dest.w / 2).toBeCloseTo(500, 5);
    }
  });

  it('tote: the art itself is centred on the bag face below the hem', () => {
    const { dest, crop } = flat(PRODUCT_SCENES.tote.placement(chest));
    expect(crop).toEqual(chest.content);
    expect(dest.x + dest.w / 2).toBeCloseTo(500, 5);
    expect(dest.y).toBeGreaterThan(436);
    expect(dest.y + dest.h).toBeLessThan(880);
  });

  it('mug: the art wraps the front of the cylinder, at most 45° to either side', () => {
    const placement = PRODUCT_SCENES.mug.placement(chest);
    if (placement.type !== 'cylinder') throw new Error('expected a cylinder placement');
    expect(placement.strip.w / 2 / placement.radius).toBeLessThanOrEqual(Math.PI / 4 + 1e-9);
    expect(placement.strip.w / placement.strip.h).toBeCloseTo(600 / 500, 5);
  });

  it('poster: a poster design fills the 18×24 sheet; a chest print sits centred on it', () => {
    const posterDesign: DesignInfo = {
      kind: 'poster',
      width: 900,
      height: 1200,
      content: { x: 0, y: 0, w: 900, h: 1200 },
    };
    const sheet = flat(PRODUCT_SCENES.poster.placement(posterDesign)).dest;
    expect(sheet.w / sheet.h).toBeCloseTo(18 / 24, 5);
    const art = flat(PRODUCT_SCENES.poster.placement(chest)).dest;
    expect(art.x).toBeGreaterThan(sheet.x);
    expect(art.x + art.w).toBeLessThan(sheet.x + sheet.w);
    expect(art.x + art.w / 2).toBeCloseTo(sheet.x + sheet.w / 2, 5);
  });
});
