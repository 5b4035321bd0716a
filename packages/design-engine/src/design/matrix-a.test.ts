import { describe, it } from 'vitest';
import { MATRIX, runMatrix } from '../testing/matrix.ts';

describe('automatic checks, every layout of each family × 3 seeds (part a)', () => {
  it('passes for the first eight families', { timeout: 120_000 }, async () => {
    await runMatrix(MATRIX.slice(0, 8));
  });
});
