import { POSTER_BLEED, POSTER_CANVAS } from '../layout/geometry.ts';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where a design goes in a scene, in scene units (the scene is 1000×1000 units). */
export type Placement =
  | { type: 'flat'; crop: Box; dest: Box }
  | {
      type: 'cylinder';
      crop: Box;
      /** The design unrolled on the surface: width is arc length, centred on the side facing the viewer. */
      strip: { w: number; h: number };
      /** Cylinder axis x, radius and the y of the strip's top where it faces the viewer. */
      cx: number;
      radius: number;
      top: number;
      /** Half-height of the rim ellipse: how much a horizontal line curves as it turns away. */
      tilt: number;
    };

/** What product scenes need to know about a design to place it. */
export interface DesignInfo {
  kind: 'garment' | 'poster';
  width: number;
  height: number;
  /** Bounding box of the visible (non-transparent) art, in design px. */
  content: Box;
  /** What is left after the printer's cut: the sheet less its bleed (posters); else the whole file. */
  trim: Box;
}

/**
 * The trimmed sheet of a design file: a poster made with 0.125 in bleed (18.25×24.25 in) loses it
 * on every side; a file of the plain 18×24 aspect (older posters, garments) is shown whole.
 */
export function trimBox(kind: DesignInfo['kind'], width: number, height: number): Box {
  const whole = { x: 0, y: 0, w: width, h: height };
  if (kind !== 'poster') return whole;
  const aspect = width / height;
  const withBleed = POSTER_CANVAS.width / POSTER_CANVAS.height;
  if (Math.abs(aspect - withBleed) >= Math.abs(aspect - 18 / 24)) return whole;
  const bx = (width * POSTER_BLEED) / POSTER_CANVAS.width;
  const by = (height * POSTER_BLEED) / POSTER_CANVAS.height;
  return { x: bx, y: by, w: width - 2 * bx, h: height - 2 * by };
}

export const SCENE_UNITS = 1000;

/** Scale the design's content box to fit inside `area` (scene units), centred, at most `maxScale` units per design px. */
export function fitContent(design: DesignInfo, area: Box, maxScale = Infinity): Placement {
  const { content } = design;
  const s = Math.min(area.w / content.w, area.h / content.h, maxScale);
  const w = content.w * s;
  const h = content.h * s;
  return {
    type: 'flat',
    crop: content,
    dest: { x: area.x + (area.w - w) / 2, y: area.y + (area.h - h) / 2, w, h },
  };
}

/** Crop the trimmed sheet to the aspect of `area` around its centre and fill the area (object-fit: cover). */
export function coverArea(design: DesignInfo, area: Box): Placement {
  const { trim } = design;
  const target = area.w / area.h;
  const source = trim.w / trim.h;
  const crop =
    source > target
      ? { x: trim.x + (trim.w - trim.h * target) / 2, y: trim.y, w: trim.h * target, h: trim.h }
      : { x: trim.x, y: trim.y + (trim.h - trim.w / target) / 2, w: trim.w, h: trim.w / target };
  return { type: 'flat', crop, dest: area };
}
