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

/** Crop the design to the aspect of `area` around its centre and fill the area (CSS object-fit: cover). */
export function coverArea(design: DesignInfo, area: Box): Placement {
  const target = area.w / area.h;
  const source = design.width / design.height;
  const crop =
    source > target
      ? {
          x: (design.width - design.height * target) / 2,
          y: 0,
          w: design.height * target,
          h: design.height,
        }
      : {
          x: 0,
          y: (design.height - design.width / target) / 2,
          w: design.width,
          h: design.width / target,
        };
  return { type: 'flat', crop, dest: area };
}
