/**
 * Property tests: names mixing words with symbols, dingbats, box drawing, emoji sequences and
 * mathematical letters, in faces of every kind, must set every character in a font that has it:
 * no missing glyph, never the .notdef box. Characters no shipped font has get a stand-in
 * (stand-in.ts, decision 063).
 */
import { describe, expect, it } from 'vitest';
import type { FaceId } from '../fonts/catalog.ts';
import { needsGlyph } from '../fonts/loader.ts';
import { Rng } from '../random/prng.ts';
import { itemise } from './itemise.ts';
import { shapeText } from './shape.ts';

const SYMBOLS = [...'☾☽★☆♫♪♬☯✿❀♡♥→←↑∞⚡✝☠♛♕✦✧✓✗☀☁☂⭐❤✌■▲●◆'];
const DINGBATS = [...'✂✈✉✎✏✔✖✚✜✪✰✱✲✳✴✵✶✷✸✹✺✻✼✽✾❁❂❃❄❅❆❇❈❉❊❋❍❏❐❑❒❖❘❙❚➔➘➙➚➛➜➝➞➟➠'];
const BOXES = [...'╔═╗║╚╝─│┃┏┓┗┛┼╳░▒▓█▀▄'];
const EMOJI = ['🦋', '🔥', '👩‍🎤', '👍🏽', '🧑🏿‍🚀', '❤️', '🏳️‍🌈', '🇯🇵', '🇸🇪', '1️⃣', '✨', '🌙'];
const MATH = ['𝔐𝔢𝔱𝔞𝔩', '𝕯𝖊𝖆𝖙𝖍', '𝓛𝓾𝓷𝓪', '𝐁𝐎𝐋𝐃', '𝙼𝚘𝚗𝚘', '𝟙𝟚𝟛'];
const WORDS = ['luna', 'DEATH', 'Sad Girl', 'xo', 'ÉTOILE', 'ночь', '별', '夜'];
const FACES: readonly FaceId[] = ['anton', 'unifraktur', 'greatVibes', 'fredoka', 'spaceMono'];

function randomName(rng: Rng): string {
  const parts: string[] = [];
  const count = rng.int(2, 6);
  for (let i = 0; i < count; i += 1) {
    const roll = rng.float();
    if (roll < 0.25) parts.push(rng.pick(WORDS));
    else if (roll < 0.45)
      parts.push(rng.pick(SYMBOLS) + (rng.chance(0.3) ? rng.pick(SYMBOLS) : ''));
    else if (roll < 0.6) parts.push(rng.pick(DINGBATS));
    else if (roll < 0.7) parts.push(rng.pick(BOXES).repeat(rng.int(1, 3)));
    else if (roll < 0.85) parts.push(rng.pick(EMOJI));
    else parts.push(rng.pick(MATH));
  }
  return parts.join(rng.chance(0.8) ? ' ' : '');
}

/** Every glyph drawn is a real one and every visible cluster left ink. */
async function expectWhole(name: string, face: FaceId): Promise<void> {
  const label = `${name} in ${face}`;
  const shaped = await shapeText(name, face, 0);
  expect(shaped.missing, label).toEqual([]);
  expect(shaped.dropped, label).toEqual([]);
  for (const piece of shaped.pieces) {
    expect(piece.glyphs, label).not.toContain(0);
    if (piece.advance > 0 && piece.glyphs.length > 0) expect(piece.d, label).not.toBe('');
  }
  // Each character sits in a font whose cmap has it (the check HarfBuzz's glyph 0 would fail).
  const { runs, missing } = await itemise(name, face);
  for (const run of runs)
    for (const cluster of run.clusters)
      for (const char of cluster.text) {
        const code = char.codePointAt(0) ?? 0;
        if (!needsGlyph(code)) continue;
        const has = run.file.codePoints.has(code);
        // Only characters with no font at all are left to the stand-ins (then listed missing).
        if (!has) expect(missing.map((c) => c.text).join(''), label).toContain(char);
      }
}

describe('names with symbols', () => {
  it('sets every symbol, dingbat, box-drawing character, emoji and math letter', async () => {
    const rng = new Rng('symbol-names');
    for (let i = 0; i < 60; i += 1) await expectWhole(randomName(rng), rng.pick(FACES));
  }, 120_000);

  it('sets each listed character alone and beside a word in every face', async () => {
    const all = [...SYMBOLS, ...DINGBATS, ...BOXES, ...EMOJI, ...MATH];
    for (const face of FACES) {
      await expectWhole(all.join(' '), face);
      await expectWhole(`luna ${all.join('')} x`, face);
    }
  }, 120_000);

  it('draws "luna ☾ 🦋" whole: ☾, which no shipped font has, as the crescent ⏾', async () => {
    const shaped = await shapeText('luna ☾ 🦋', 'anton', 0);
    expect(shaped.missing).toEqual([]);
    expect(shaped.faces).toEqual(['Anton@400', 'Noto Sans Symbols 2@400', 'Noto Emoji@700']);
    expect(shaped.pieces.filter((p) => p.d !== '')).toHaveLength(6);
  });

  it('sets mathematical letters as the letters they style, in the design face', async () => {
    const math = await shapeText('𝔐𝔢𝔱𝔞𝔩', 'anton', 0);
    const plain = await shapeText('Metal', 'anton', 0);
    expect(math.faces).toEqual(['Anton@400']);
    expect(math.d).toBe(plain.d);
  });

  it('leaves out a symbol no font has, never a box, and keeps the rest of the name', async () => {
    const shaped = await shapeText('luna ⚝ x', 'anton', 0);
    const plain = await shapeText('luna x', 'anton', 0);
    expect(shaped.missing).toEqual([]);
    expect(shaped.dropped).toEqual(['⚝']);
    expect(shaped.d).toBe(plain.d);
  });

  it('reports a letter no font has as missing (a check failure), drawing no box', async () => {
    // Runic letters: no shipped font has them, and a name must not print without its letters.
    const shaped = await shapeText('ᚠᚢᚦ wolf', 'anton', 0);
    expect(shaped.missing).toEqual(['ᚠ', 'ᚢ', 'ᚦ']);
    for (const piece of shaped.pieces) expect(piece.glyphs).not.toContain(0);
    expect(shaped.d).toBe((await shapeText(' wolf', 'anton', 0)).d);
  });
});
