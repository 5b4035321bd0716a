import { describe, expect, it } from 'vitest';
import { POSTER_CANVAS } from '../../layout/geometry.ts';
import { trimBox, type Box, type DesignInfo, type Placement } from '../geometry.ts';
import { HOODIE_ZONE } from './hoodie.ts';
import { PRODUCT_SCENES } from './index.ts';
import { MUG } from './mug.ts';
import { TOTE_ART_AREA } from './tote.ts';
import { TEE } from './tshirt.ts';

/** A 15×18 in print file as a 750×900 preview (50 px per inch) whose art covers `content`. */
const garment = (content: Box): DesignInfo => ({
  kind: 'garment',
  width: 750,
  height: 900,
  content,
  trim: { x: 0, y: 0, w: 750, h: 900 },
});
// What the layouts make: art 10.6 in wide hanging 0.7 in below the top of the file.
const chest = garment({ x: 110, y: 34, w: 530, h: 530 });
const wide = garment({ x: 110, y: 34, w: 530, h: 310 });
// Art running the full 14.4 in height the layouts allow.
const tall = garment({ x: 140, y: 34, w: 470, h: 720 });

function flat(placement: Placement) {
  if (placement.type !== 'flat') throw new Error('expected a flat placement');
  return placement;
}

describe('product placements', () => {
  it('tee: art that fills the layout width is 50–55 % of the body, 3 in below the collar', () => {
    for (const design of [chest, wide]) {
      const { dest, crop } = flat(PRODUCT_SCENES.tshirt.placement(design));
      expect(dest.w / TEE.bodyWidth).toBeGreaterThanOrEqual(0.5);
      expect(dest.w / TEE.bodyWidth).toBeLessThanOrEqual(0.55);
      expect(dest.y).toBeCloseTo(TEE.artTop, 5);
      expect(dest.x + dest.w / 2).toBeCloseTo(500, 5);
      expect(crop).toEqual(design.content);
    }
  });

  it('tee: the print is shown at its printed size (the 15 in file on a 20 in body)', () => {
    const { dest } = flat(PRODUCT_SCENES.tshirt.placement(tall));
    expect(dest.w / TEE.inch).toBeCloseTo((470 / 750) * 15, 5);
    expect(dest.h / TEE.inch).toBeCloseTo((720 / 750) * 15, 5);
  });

  it('hoodie: the art sits below the drawstrings and above the kangaroo pocket', () => {
    for (const design of [chest, wide, tall]) {
      const { dest } = flat(PRODUCT_SCENES.hoodie.placement(design));
      expect(dest.y).toBeGreaterThan(HOODIE_ZONE.cordEnd);
      expect(dest.y + dest.h).toBeLessThan(HOODIE_ZONE.pocketTop);
      expect(dest.x + dest.w / 2).toBeCloseTo(500, 5);
    }
    // A design that fits keeps its printed size: nearly half the 22 in body.
    const { dest } = flat(PRODUCT_SCENES.hoodie.placement(wide));
    expect(dest.w / HOODIE_ZONE.bodyWidth).toBeGreaterThan(0.45);
  });

  it('tote: the art is centred with margins from the handles, the hem and the edges', () => {
    for (const design of [chest, tall]) {
      const { dest, crop } = flat(PRODUCT_SCENES.tote.placement(design));
      expect(crop).toEqual(design.content);
      expect(dest.x + dest.w / 2).toBeCloseTo(500, 5);
      expect(dest.x).toBeGreaterThanOrEqual(TOTE_ART_AREA.x - 1e-9);
      expect(dest.x + dest.w).toBeLessThanOrEqual(TOTE_ART_AREA.x + TOTE_ART_AREA.w + 1e-9);
      expect(dest.y).toBeGreaterThanOrEqual(TOTE_ART_AREA.y - 1e-9);
      expect(dest.y + dest.h).toBeLessThanOrEqual(TOTE_ART_AREA.y + TOTE_ART_AREA.h + 1e-9);
    }
  });

  it('mug: the art wraps the front with clear margins from the rim and the base', () => {
    for (const design of [chest, wide, tall]) {
      const placement = PRODUCT_SCENES.mug.placement(design);
      if (placement.type !== 'cylinder') throw new Error('expected a cylinder placement');
      const { strip, top, radius } = placement;
      expect(strip.w / 2 / radius).toBeLessThanOrEqual(MUG.maxHalfAngle + 1e-9);
      expect(strip.w / strip.h).toBeCloseTo(design.content.w / design.content.h, 5);
      // Inside the 8.5×3.5 in wrap, and at least 0.5 in from the rim and the base.
      expect(strip.w).toBeLessThan(MUG.wrap.w);
      expect(strip.h).toBeLessThan(MUG.wrap.h);
      expect(top - MUG.frontRim).toBeGreaterThanOrEqual(0.5 * MUG.inch - 1e-9);
      expect(MUG.frontBase - (top + strip.h)).toBeGreaterThanOrEqual(0.5 * MUG.inch - 1e-9);
    }
  });

  it('poster: a poster design fills the 18×24 sheet less its bleed; a chest print sits centred', () => {
    const width = 913;
    const height = Math.round((width * POSTER_CANVAS.height) / POSTER_CANVAS.width);
    const trim = trimBox('poster', width, height);
    const posterDesign: DesignInfo = {
      kind: 'poster',
      width,
      height,
      content: { x: 0, y: 0, w: width, h: height },
      trim,
    };
    // 0.125 in of 18.25 in is cut off each side.
    expect(trim.x).toBeCloseTo((width * 0.125) / 18.25, 5);
    const { dest: sheet, crop } = flat(PRODUCT_SCENES.poster.placement(posterDesign));
    expect(sheet.w / sheet.h).toBeCloseTo(18 / 24, 5);
    expect(crop.x).toBeGreaterThanOrEqual(trim.x - 1e-9);
    expect(crop.y).toBeGreaterThanOrEqual(trim.y - 1e-9);
    expect(crop.x + crop.w).toBeLessThanOrEqual(trim.x + trim.w + 1e-9);
    const art = flat(PRODUCT_SCENES.poster.placement(chest)).dest;
    expect(art.x).toBeGreaterThan(sheet.x);
    expect(art.x + art.w).toBeLessThan(sheet.x + sheet.w);
    expect(art.x + art.w / 2).toBeCloseTo(sheet.x + sheet.w / 2, 5);
  });

  it('an 18×24 file without bleed is shown whole', () => {
    expect(trimBox('poster', 900, 1200)).toEqual({ x: 0, y: 0, w: 900, h: 1200 });
    expect(trimBox('garment', 750, 900)).toEqual({ x: 0, y: 0, w: 750, h: 900 });
  });
});
