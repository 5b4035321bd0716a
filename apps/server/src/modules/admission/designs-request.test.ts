import { describe, expect, it } from 'vitest';
import { designsJobId } from './designs-request.ts';

describe('designsJobId', () => {
  it('is a UUID fixed by the user id', () => {
    const id = designsJobId('0b9f3c1e-3c55-4c3a-9d0e-8f6f4f1f2a10');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(designsJobId('0b9f3c1e-3c55-4c3a-9d0e-8f6f4f1f2a10')).toBe(id);
    expect(designsJobId('1b9f3c1e-3c55-4c3a-9d0e-8f6f4f1f2a10')).not.toBe(id);
  });
});
