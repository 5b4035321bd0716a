/**
 * WOFF 1.0 → sfnt (TrueType/OpenType) in memory. HarfBuzz reads only sfnt, and the @fontsource
 * packages ship WOFF (zlib per table), so each table is inflated and the file is reassembled.
 * Checksums are copied from the WOFF directory (they are the original sfnt checksums).
 */
import { inflateSync } from 'node:zlib';

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

interface Table {
  tag: number;
  checksum: number;
  data: Buffer;
}

const pad4 = (n: number): number => (n + 3) & ~3;

/** Returns the font as sfnt: WOFF is unpacked, anything else is returned as is. */
export function toSfnt(font: Buffer): Buffer {
  const signature = font.toString('latin1', 0, 4);
  if (signature === 'wOF2') throw new Error('WOFF2 fonts are not supported');
  if (signature !== 'wOFF') return font;
  const flavor = font.readUInt32BE(4);
  const numTables = font.readUInt16BE(12);
  const tables: Table[] = [];
  for (let i = 0; i < numTables; i += 1) {
    const entry = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = font.readUInt32BE(entry + 4);
    const compLength = font.readUInt32BE(entry + 8);
    const origLength = font.readUInt32BE(entry + 12);
    const raw = font.subarray(offset, offset + compLength);
    tables.push({
      tag: font.readUInt32BE(entry),
      checksum: font.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    });
  }
  tables.sort((a, b) => a.tag - b.tag);
  const directory = SFNT_HEADER + numTables * SFNT_ENTRY;
  const size = tables.reduce((sum, t) => sum + pad4(t.data.length), directory);
  const out = Buffer.alloc(size);
  let power = 1;
  let log = 0;
  while (power * 2 <= numTables) {
    power *= 2;
    log += 1;
  }
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(log, 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let at = directory;
  tables.forEach((table, i) => {
    const entry = SFNT_HEADER + i * SFNT_ENTRY;
    out.writeUInt32BE(table.tag, entry);
    out.writeUInt32BE(table.checksum, entry + 4);
    out.writeUInt32BE(at, entry + 8);
    out.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(out, at);
    at += pad4(table.data.length);
  });
  return out;
}
