import type { Rgb } from '../color.ts';
import type { DesignInfo, Placement } from '../geometry.ts';
import type { Material } from '../texture.ts';

/**
 * The colour-independent maps of a scene: SVG fragments in scene units (viewBox 0 0 1000 1000),
 * each wrapped into its own document. Built once per product and size, shared by every colour.
 */
export interface SceneMaps {
  /**
   * Soft grey luminance map on #808080: darker greys darken (multiply), lighter greys lighten
   * (screen). Folds, volume, cast shadows, light falloff. Rendered at low resolution and upscaled,
   * so it may use large blurs freely.
   */
  shade: string;
  /** Crisp shade details on #808080 (seams, stitches, rib edges), added to `shade` at full size. */
  detail?: string;
  /** Black outside; white where ink may go; mid grey for product parts that take texture but no ink. */
  mask: string;
  /** Optional soft highlights (white = full) laid over product and ink alike: glaze, glass. */
  gloss?: string;
}

export interface ShadingProfile {
  /** How far the darkest shade multiplies the fabric towards black (0..1). */
  darken: number;
  /** How far the lightest shade screens the fabric towards white (0..1). */
  lighten: number;
  /** Texture amplitude on the product, as a fraction of full shade. */
  texture: number;
  /** Share of the fold shading and of the texture that the ink takes on. */
  inkFold: number;
  inkTexture: number;
  /** Ink coverage over the surface: just under 1 lets a hint of fabric through. */
  inkOpacity: number;
}

export interface ProductScene {
  material: Material;
  shading: ShadingProfile;
  /** Colour behind the product (studio paper, wall). */
  backdrop(fabric: Rgb): string;
  /** The product in flat colours for a fabric (an SVG fragment); all light comes from the maps. */
  color(fabric: Rgb): string;
  maps: SceneMaps;
  placement(design: DesignInfo): Placement;
}
