import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './query-client';
import { WorkflowRequestError } from './workflow-client';

describe('retryDelayMs', () => {
  it("waits as long as a 429's Retry-After says", () => {
    expect(retryDelayMs(0, new WorkflowRequestError(429, '{}', 3))).toBe(3000);
  });

  it('backs off from 1 s, doubling up to 30 s, otherwise', () => {
    expect(retryDelayMs(0, new Error('offline'))).toBe(1000);
    expect(retryDelayMs(2, new WorkflowRequestError(503, '{}'))).toBe(4000);
    expect(retryDelayMs(9, new Error('offline'))).toBe(30_000);
    expect(retryDelayMs(1, new WorkflowRequestError(429, '{}'))).toBe(2000);
  });
});
