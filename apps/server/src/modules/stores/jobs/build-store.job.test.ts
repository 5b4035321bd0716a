import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildJobId } from './build-store.job.ts';

describe('buildJobId', () => {
  const store = {
    id: '6f1c1f4e-8f0e-4b7a-9a53-2f1d1b7d5c11',
    buildStartedAt: new Date(1_700_000_000_000),
  };

  it('is a UUID that names one build: the same for a repeat, new for a relaunch', () => {
    const id = buildJobId(store);
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(buildJobId({ ...store })).toBe(id);
    expect(buildJobId({ ...store, buildStartedAt: new Date(1_700_000_000_001) })).not.toBe(id);
    expect(buildJobId({ ...store, id: '0b7e3a42-1d8f-4c55-b1e7-6a3c2d4e5f60' })).not.toBe(id);
  });
});
