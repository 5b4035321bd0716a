import { describe, expect, it } from 'vitest';
import { ArtBuilder } from '../../layout/art-builder.ts';
import { textLine } from '../../layout/text-line.ts';
import { openTextGap } from './text-gap.ts';

describe('lettering over art', () => {
  it('masks the art under the letters and records the letters for the checks', async () => {
    const b = new ArtBuilder();
    const line = await textLine('Velvet', 'greatVibes');
    const close = openTextGap(
      b,
      [{ line, at: { x: 600, baseline: 400, scale: 1 } }],
      12,
      '#f0e0c0',
      'name',
    );
    b.add('<path fill="#c04040" d="M0 0H1200V800H0Z"/>', ['#c04040']);
    const boxes = close();
    const art = b.finish();
    expect(boxes).toHaveLength(1);
    expect(art.defs.join('')).toContain('<mask');
    // The art sits inside the masked group; the letters come after it, outside the mask.
    const body = art.body.join('');
    expect(body.indexOf('mask="url(#')).toBeLessThan(body.indexOf('#c04040'));
    expect(body.lastIndexOf('#f0e0c0')).toBeGreaterThan(body.indexOf('</g>'));
    expect(art.texts.map((t) => [t.role, t.text, t.ink])).toEqual([['name', 'Velvet', '#f0e0c0']]);
  });
});
