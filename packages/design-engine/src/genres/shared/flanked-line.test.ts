import { describe, expect, it } from 'vitest';
import { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { Rng } from '../../random/prng.ts';
import { flankedLine } from './flanked-line.ts';

const ctx = {
  rng: new Rng('flank'),
  faces: { display: 'anton', support: 'spaceMono', script: 'pacifico' },
} as Partial<TemplateContext> as TemplateContext;

const options = { baseline: 500, cap: 36, maxWidth: 700, ink: '#eeeeee', role: 'detail' } as const;
const dot = (x: number): string => `M${x} 480h10v10h-10Z`;

describe('a flanked line', () => {
  it('frames its text with a mark each side', async () => {
    const b = new ArtBuilder();
    await flankedLine(b, ctx, 'Norway', options, '#ff0000', dot);
    const art = b.finish();
    expect(art.texts.map((t) => t.text)).toEqual(['NORWAY']);
    expect(art.body.join('')).toContain('#ff0000');
  });

  it('prints no stray marks when there is no text', async () => {
    const b = new ArtBuilder();
    await flankedLine(b, ctx, '  ', options, '#ff0000', dot);
    const art = b.finish();
    expect(art.texts).toEqual([]);
    expect(art.body.join('')).not.toContain('#ff0000');
  });
});
