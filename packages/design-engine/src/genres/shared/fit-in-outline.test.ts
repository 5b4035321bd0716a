import { describe, expect, it } from 'vitest';
import { fitBlock } from '../../layout/text-line.ts';
import { clearOf, fitStackInOutline } from './fit-in-outline.ts';
import { heartPoints, heartSpan } from './ornaments.ts';

describe('fitting text inside an outline', () => {
  it('keeps every line of a stack clear of a heart at its own height', async () => {
    const name = await fitBlock('RUBY CALLOWAY', 'lilita', {
      maxWidth: 700,
      maxCap: 200,
      maxHeight: 400,
      maxLines: 2,
    });
    const hook = await fitBlock('Heartbreak Summer', 'pacifico', {
      maxWidth: 700,
      maxCap: 80,
      maxHeight: 100,
      maxLines: 1,
    });
    const outline = heartPoints(600, 600, 800);
    const span = heartSpan(600, 800);
    const fitted = fitStackInOutline(
      [{ block: hook, minCap: 40 }, { block: name }],
      outline,
      23,
      span.dip,
      span.tip,
    );
    expect(clearOf(fitted.boxes, outline, 23)).toBe(true);
    expect(fitted.blocks[1]?.cap ?? 0).toBeLessThan(name.cap);
    expect(fitted.blocks[0]?.cap ?? 0).toBeGreaterThanOrEqual(Math.min(40, hook.cap) - 1e-6);
  });
});
