import { describe, expect, it } from 'vitest';
import { outlineText } from './outline.ts';

describe('outlineText (HarfBuzz with explicit font files)', () => {
  it('draws with the face it is given: the same text differs between faces', async () => {
    const anton = await outlineText({ text: 'ENCORE', face: 'anton' });
    const fraktur = await outlineText({ text: 'ENCORE', face: 'unifraktur' });
    expect(anton.faces).toEqual(['Anton@400']);
    expect(fraktur.faces).toEqual(['UnifrakturMaguntia@400']);
    expect(anton.d).not.toBe(fraktur.d);
    // Anton is condensed: the same word is much narrower than in blackletter.
    expect(anton.bbox.x1 - anton.bbox.x0).toBeLessThan((fraktur.bbox.x1 - fraktur.bbox.x0) * 0.9);
  });

  it('outlines accents, ñ and Korean as real glyphs', async () => {
    const plain = await outlineText({ text: 'ANO', face: 'bowlby' });
    const accented = await outlineText({ text: 'AÑO', face: 'bowlby' });
    expect(accented.bbox.y0).toBeLessThan(plain.bbox.y0); // the tilde rises above the caps
    const korean = await outlineText({ text: '별빛', face: 'fredoka' });
    expect(korean.missing).toEqual([]);
    expect(korean.faces).toContain('Jua@400'); // Fredoka's rounded register
    expect(korean.d.length).toBeGreaterThan(200);
  });

  it('is stable: the same run gives the same outline', async () => {
    const a = await outlineText({ text: 'Velvet Hour', face: 'poiret', tracking: 0.1 });
    const b = await outlineText({ text: 'Velvet Hour', face: 'poiret', tracking: 0.1 });
    expect(a).toEqual(b);
  });

  it('sets a space beside an emoji at the width of a space of the words, not an emoji em', async () => {
    const width = async (text: string) => {
      const { bbox } = await outlineText({ text, face: 'fredoka' });
      return bbox.x1 - bbox.x0;
    };
    const emojiSpace = (await width('🔥 FUEGO')) - (await width('🔥FUEGO'));
    const letterSpace = (await width('A FUEGO')) - (await width('AFUEGO'));
    expect(Math.abs(emojiSpace - letterSpace)).toBeLessThan(letterSpace * 0.25);
  });
});
