/**
 * Reading and rewriting PNG chunks without re-encoding the image: the print file's header says
 * its resolution (pHYs) and colour space (sRGB, gAMA, cHRM) in one pass, and can carry the
 * design's print manifest as text (iTXt).
 */
import { crc32 } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface PngChunk {
  type: string;
  data: Buffer;
}

/** A chunk as read: its bytes in the file (length, type, data, CRC) too, to copy unchanged. */
interface StoredChunk extends PngChunk {
  raw: Buffer;
}

export function isPng(png: Buffer): boolean {
  return png.length >= SIGNATURE.length && png.subarray(0, SIGNATURE.length).equals(SIGNATURE);
}

/** Every chunk in file order (IHDR … IEND). Throws on a buffer that is not a whole PNG. */
export function readPngChunks(png: Buffer): StoredChunk[] {
  if (!isPng(png)) throw new Error('not a PNG: the signature is missing');
  const chunks: StoredChunk[] = [];
  let offset = SIGNATURE.length;
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > png.length) throw new Error(`PNG chunk ${type} runs past the end of the file`);
    chunks.push({
      type,
      data: png.subarray(offset + 8, offset + 8 + length),
      raw: png.subarray(offset, end),
    });
    offset = end;
    if (type === 'IEND') break;
  }
  return chunks;
}

function encodeChunk({ type, data }: PngChunk): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * The PNG with chunks of the given types removed and `insert` placed right after IHDR (where
 * pHYs and the colour-space chunks must come: before PLTE and IDAT). Image data is copied as is.
 * Text chunks may go anywhere, so this also serves for them.
 */
export function replaceChunks(png: Buffer, remove: readonly string[], insert: PngChunk[]): Buffer {
  const parts: Buffer[] = [SIGNATURE];
  for (const chunk of readPngChunks(png)) {
    if (remove.includes(chunk.type)) continue;
    // Kept chunks are copied with their CRC: no pass over megabytes of image data.
    parts.push(chunk.raw);
    if (chunk.type === 'IHDR') parts.push(...insert.map(encodeChunk));
  }
  return Buffer.concat(parts);
}

const INCH_PER_METRE = 1 / 0.0254;

/** pHYs: `dpi` as pixels per metre on both axes, unit 1 (metre). 300 dpi → 11811 px/m. */
export function physChunk(dpi: number): PngChunk {
  const perMetre = Math.round(dpi * INCH_PER_METRE);
  const data = Buffer.alloc(9);
  data.writeUInt32BE(perMetre, 0);
  data.writeUInt32BE(perMetre, 4);
  data[8] = 1;
  return { type: 'pHYs', data };
}

/**
 * The colour space the pixels were made in: sRGB (rendering intent 0, perceptual), plus the gAMA
 * and cHRM values the PNG specification gives for sRGB so readers that ignore sRGB agree.
 */
export function srgbChunks(): PngChunk[] {
  const gama = Buffer.alloc(4);
  gama.writeUInt32BE(45455, 0);
  // White point D65 and the sRGB primaries, ×100000.
  const chrm = Buffer.alloc(32);
  [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000].forEach((v, i) =>
    chrm.writeUInt32BE(v, i * 4),
  );
  return [
    { type: 'sRGB', data: Buffer.from([0]) },
    { type: 'gAMA', data: gama },
    { type: 'cHRM', data: chrm },
  ];
}

/** Header chunks a print PNG gets: any earlier resolution or colour-space chunk is replaced. */
export function tagPrintPng(png: Buffer, dpi: number): Buffer {
  return replaceChunks(
    png,
    ['pHYs', 'sRGB', 'gAMA', 'cHRM', 'iCCP'],
    [physChunk(dpi), ...srgbChunks()],
  );
}

/** An uncompressed international text chunk (iTXt): keyword, then UTF-8 text. */
export function textChunk(keyword: string, text: string): PngChunk {
  const data = Buffer.concat([
    Buffer.from(keyword, 'latin1'),
    // Null separator, compression flag 0, method 0, empty language tag and translated keyword.
    Buffer.from([0, 0, 0, 0, 0]),
    Buffer.from(text, 'utf8'),
  ]);
  return { type: 'iTXt', data };
}

/** The text of the first iTXt chunk with `keyword`, or null. */
export function readTextChunk(png: Buffer, keyword: string): string | null {
  const prefix = Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0, 0, 0, 0, 0])]);
  for (const chunk of readPngChunks(png)) {
    if (chunk.type === 'iTXt' && chunk.data.subarray(0, prefix.length).equals(prefix)) {
      return chunk.data.subarray(prefix.length).toString('utf8');
    }
  }
  return null;
}
