import sharp from 'sharp';
import { trimBox, type Box, type DesignInfo } from './geometry.ts';
import { MockupInputError } from './errors.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Largest side of the working copy: the biggest print area in a 1200 px mockup is under 900 px. */
const WORKING_MAX = 1000;
const VISIBLE_ALPHA = 12;

/** The design decoded once, shrunk to a working size, shared by every product of one call. */
export interface DesignSource extends DesignInfo {
  /** RGBA, straight (not premultiplied) alpha. */
  raw: Buffer;
}

export async function loadDesign(design: Buffer, kind: DesignInfo['kind']): Promise<DesignSource> {
  if (!Buffer.isBuffer(design) || design.length < PNG_SIGNATURE.length) {
    throw new MockupInputError('design must be a PNG image (got an empty or missing buffer)');
  }
  if (!design.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    throw new MockupInputError('design must be a PNG image (the PNG signature is missing)');
  }
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    decoded = await sharp(design, { sequentialRead: true })
      .resize(WORKING_MAX, WORKING_MAX, { fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (cause) {
    throw new MockupInputError(
      `design could not be decoded as a PNG: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }
  const { data, info } = decoded;
  return {
    kind,
    raw: data,
    width: info.width,
    height: info.height,
    content: contentBox(data, info.width, info.height),
    trim: trimBox(kind, info.width, info.height),
  };
}

/**
 * The design shrunk to the working size `loadDesign` draws mockups from, as a PNG: mockups of it
 * are the same as of the full print file (loadDesign leaves it at this size), and it decodes in a
 * fraction of the time, so a caller that shows the design several ways (mockups, a contact
 * sheet) decodes the 4500×5400 file once.
 */
export async function workingCopy(design: Buffer): Promise<Buffer> {
  return sharp(design, { sequentialRead: true })
    .resize(WORKING_MAX, WORKING_MAX, { fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Bounding box of pixels that are visibly inked; the whole image when nothing is. */
export function contentBox(rgba: Buffer, width: number, height: number): Box {
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    for (let x = 0; x < width; x++) {
      if ((rgba[row + x * 4 + 3] ?? 0) > VISIBLE_ALPHA) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  if (maxX < 0) return { x: 0, y: 0, w: width, h: height };
  return { x: minX, y: minY, w: maxX - minX + 1, h: maxY - minY + 1 };
}
