/**
 * Reads which characters a font file can draw, straight from its `cmap` table, of a TrueType or
 * OpenType (sfnt) file; WOFF files are unpacked to sfnt first (woff.ts), for HarfBuzz too.
 */
function findTable(font: Buffer, tag: string): Buffer | null {
  const signature = font.toString('latin1', 0, 4);
  if (signature === 'wOF2')
    throw new Error('WOFF2 fonts are not supported (use the WOFF or TTF files)');
  const numTables = font.readUInt16BE(4);
  for (let i = 0; i < numTables; i += 1) {
    const entry = 12 + i * 16;
    if (font.toString('latin1', entry, entry + 4) !== tag) continue;
    const offset = font.readUInt32BE(entry + 8);
    const length = font.readUInt32BE(entry + 12);
    return font.subarray(offset, offset + length);
  }
  return null;
}

function readFormat4(cmap: Buffer, at: number, into: Set<number>): void {
  const segCountX2 = cmap.readUInt16BE(at + 6);
  const endCodes = at + 14;
  const startCodes = endCodes + segCountX2 + 2;
  const idDeltas = startCodes + segCountX2;
  const idRangeOffsets = idDeltas + segCountX2;
  for (let s = 0; s < segCountX2; s += 2) {
    const end = cmap.readUInt16BE(endCodes + s);
    const start = cmap.readUInt16BE(startCodes + s);
    const delta = cmap.readUInt16BE(idDeltas + s);
    const rangeOffset = cmap.readUInt16BE(idRangeOffsets + s);
    for (let code = start; code <= end && code !== 0xffff; code += 1) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        const address = idRangeOffsets + s + rangeOffset + (code - start) * 2;
        glyph = cmap.readUInt16BE(address);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) into.add(code);
    }
  }
}

function readFormat12(cmap: Buffer, at: number, into: Set<number>): void {
  const groups = cmap.readUInt32BE(at + 12);
  for (let g = 0; g < groups; g += 1) {
    const entry = at + 16 + g * 12;
    const start = cmap.readUInt32BE(entry);
    const end = cmap.readUInt32BE(entry + 4);
    const startGlyph = cmap.readUInt32BE(entry + 8);
    for (let code = start; code <= end; code += 1) {
      if (startGlyph + (code - start) !== 0) into.add(code);
    }
  }
}

/** The Unicode code points the font maps to a real glyph (not .notdef). */
export function readCodePoints(font: Buffer): Set<number> {
  const cmap = findTable(font, 'cmap');
  if (!cmap) throw new Error('font has no cmap table');
  const count = cmap.readUInt16BE(2);
  const subtables: { platform: number; encoding: number; offset: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const entry = 4 + i * 8;
    subtables.push({
      platform: cmap.readUInt16BE(entry),
      encoding: cmap.readUInt16BE(entry + 2),
      offset: cmap.readUInt32BE(entry + 4),
    });
  }
  const codes = new Set<number>();
  for (const table of subtables) {
    const unicode =
      table.platform === 0 || (table.platform === 3 && [1, 10].includes(table.encoding));
    if (!unicode) continue;
    const format = cmap.readUInt16BE(table.offset);
    if (format === 4) readFormat4(cmap, table.offset, codes);
    else if (format === 12) readFormat12(cmap, table.offset, codes);
  }
  return codes;
}
