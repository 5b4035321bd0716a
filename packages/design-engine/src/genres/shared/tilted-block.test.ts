import { describe, expect, it } from 'vitest';
import { CENTER_X } from '../../layout/geometry.ts';
import { block } from '../../templates/common.ts';
import { tiltedLines } from './tilted-block.ts';

describe('tilted text blocks', () => {
  it('places every line on its own baseline from the top, each turned by the same angle', async () => {
    const text = await block('Midnight on the Boulevard of Dreams', 'pacifico', {
      maxWidth: 500,
      maxCap: 100,
      maxHeight: 260,
      maxLines: 2,
      leading: 0.5,
    });
    expect(text.lines.length).toBe(2);
    const lines = tiltedLines(text, { top: 300, rotate: -5 });
    expect(lines.map((l) => l.at.baseline)).toEqual(text.baselines.map((y) => 300 + y));
    for (const l of lines) {
      expect(l.at).toMatchObject({ x: CENTER_X, scale: text.scale, rotate: -5 });
    }
    expect(tiltedLines(text, { x: 200, top: 0, rotate: 4 })[0]?.at.x).toBe(200);
  });
});
