import { describe, expect, it } from 'vitest';
import { v2DesignsResponseSchema } from './v2.ts';

describe('v2/designs response', () => {
  it('normalizes the designs', () => {
    const { designs } = v2DesignsResponseSchema.parse({
      designs: [{ id: 'd1', trackName: 'T', hook: 'undefined', status: 'processing' }],
    });
    expect(designs[0]).toMatchObject({ id: 'd1', hook: null, status: 'processing' });
  });
});
