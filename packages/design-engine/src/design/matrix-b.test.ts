import { describe, it } from 'vitest';
import { MATRIX, runMatrix } from '../testing/matrix.ts';

describe('automatic checks, every template × 12 genres × 3 seeds (part b)', () => {
  it('passes for the second six genres', { timeout: 120_000 }, async () => {
    await runMatrix(MATRIX.slice(6));
  });
});
