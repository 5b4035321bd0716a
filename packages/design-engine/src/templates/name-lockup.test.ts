import { describe, expect, it } from 'vitest';
import { ArtBuilder } from '../layout/art-builder.ts';
import type { TemplateContext } from '../layout/template.ts';
import { splitName } from '../text/names.ts';
import { initials, nameLockup } from './common.ts';

/** Just what the name helpers read from a layout's context. */
function context(name: string): TemplateContext {
  const { primary, secondary } = splitName(name);
  return {
    name: primary,
    altName: secondary,
    faces: { display: 'anton', support: 'spaceGrotesk', script: 'pacifico' },
  } as TemplateContext;
}

describe('name lockup', () => {
  it('sets a romanisation small under the name, clear of it, never in brackets', async () => {
    for (const name of ['별빛 (Byeolbit)', 'KAIRO (回路)', 'Ásgeir / アスゲイル']) {
      const b = new ArtBuilder();
      const { block, box } = await nameLockup(b, context(name), {
        top: 100,
        maxWidth: 900,
        maxCap: 200,
        maxHeight: 400,
        maxLines: 2,
        paint: { fill: '#111111' },
      });
      const texts = b.finish().texts;
      expect(texts.map((t) => t.text).join(' ')).not.toMatch(/[()/]/);
      const [alt, main] = texts;
      expect(alt && main).toBeTruthy();
      if (!alt || !main) continue;
      expect(alt.capHeight).toBeLessThan(main.capHeight * 0.6);
      expect(alt.capHeight).toBeGreaterThanOrEqual(25);
      expect(alt.box.y0).toBeGreaterThan(main.box.y1);
      expect(box.y1).toBeCloseTo(alt.box.y1, 0);
      expect(100 + block.height).toBeGreaterThanOrEqual(alt.box.y1 - 2);
    }
  });

  it('draws a name without an alternate form alone', async () => {
    const b = new ArtBuilder();
    await nameLockup(b, context('Grave Lanterns'), {
      top: 100,
      maxWidth: 900,
      maxCap: 200,
      maxHeight: 400,
      maxLines: 2,
      paint: { fill: '#111111' },
    });
    expect(
      b
        .finish()
        .texts.map((t) => t.text)
        .join(' '),
    ).toBe('GRAVE LANTERNS');
  });

  it('takes monogram initials from one script, as whole letters', () => {
    expect(initials('Omar Souleyman عمر سليمان')).toBe('OS');
    expect(initials('The Rolling Stones')).toBe('RS');
    expect(initials('Żółć Ångström')).toBe('ŻÅ');
    expect(initials('क्षत्रिय अरिजीत')).toBe('क्ष अ');
    expect(initials('عمرو دياب')).toBe('ع د');
    expect(initials('!!!')).toBe('!');
    expect(initials('ธงไชย แมคอินไตย์')).toBe('ธ ม');
  });
});
