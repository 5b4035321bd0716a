import { describe, expect, it } from 'vitest';
import { FACES, fallbackChain } from './catalog.ts';
import { loadFace, uncoveredCharacters } from './loader.ts';
import { toSfnt } from './woff.ts';

describe('glyph coverage from the fonts’ cmap tables', () => {
  it('reads TrueType and WOFF cmaps', async () => {
    const anton = await loadFace(FACES.anton); // TTF
    const fraktur = await loadFace(FACES.unifraktur); // WOFF
    expect(anton.codePoints.has('A'.codePointAt(0) ?? 0)).toBe(true);
    expect(fraktur.codePoints.has('á'.codePointAt(0) ?? 0)).toBe(true);
    expect(anton.codePoints.has('별'.codePointAt(0) ?? 0)).toBe(false);
    expect(uncoveredCharacters('별빛 A', [anton])).toEqual(['별', '빛']);
  });

  it('unpacks WOFF into sfnt for HarfBuzz', async () => {
    const hebrew = await loadFace(FACES.notoSansHebrew);
    const file = hebrew.files[0];
    expect(file?.data.readUInt32BE(0)).toBe(0x00010000);
    expect(file?.codePoints.has('ע'.codePointAt(0) ?? 0)).toBe(true);
    // Already sfnt: returned untouched.
    const anton = await loadFace(FACES.anton);
    const data = anton.files[0]?.data ?? Buffer.alloc(0);
    expect(toSfnt(data)).toBe(data);
  });

  it('chains each script to a Noto face that has it', async () => {
    const samples: [string, string][] = [
      ['Arabic', 'ع'],
      ['Hebrew', 'ע'],
      ['Devanagari', 'क'],
      ['Bengali', 'ক'],
      ['Tamil', 'த'],
      ['Thai', 'ธ'],
      ['Han', '回'],
      ['Kana', 'あ'],
      ['Hangul', '별'],
      ['Greek', 'Ω'],
      ['Cyrillic', 'Ж'],
      ['Symbol', '★'],
      ['Emoji', '🔥'],
    ];
    for (const [script, char] of samples) {
      const chain = fallbackChain(script, script === 'Hangul' ? 'kr' : 'sc');
      const faces = await Promise.all(chain.map((id) => loadFace(FACES[id])));
      const first = faces.find((f) => f.codePoints.has(char.codePointAt(0) ?? 0));
      expect(first, `${script} ${char}`).toBeDefined();
    }
  });

  it('picks the CJK face by the other characters', () => {
    expect(fallbackChain('Han', 'jp')[0]).toBe('notoSansJp');
    expect(fallbackChain('Han', 'kr')[0]).toBe('notoSansKr');
    expect(fallbackChain('Han', 'sc')[0]).toBe('notoSansSc');
  });

  it('sets fallbacks in a medium weight beside light faces', () => {
    expect(fallbackChain('Hangul', 'kr', 'greatVibes')[0]).toBe('notoSansKrMedium');
    expect(fallbackChain('Hebrew', 'sc', 'greatVibes')[0]).toBe('notoSansHebrewMedium');
    expect(fallbackChain('Hangul', 'kr', 'anton')).toContain('notoSansKr');
  });
});
