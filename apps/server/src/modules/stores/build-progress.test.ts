import { describe, expect, it } from 'vitest';
import { buildProgress } from './build-progress.ts';

const startedAt = new Date('2026-05-01T10:00:00Z');

describe('buildProgress', () => {
  it('marks recorded steps done, the next one active and the rest pending', () => {
    const progress = buildProgress({
      completedSteps: ['structure'],
      buildStartedAt: startedAt,
      buildEstimateSeconds: 12,
      buildError: null,
    });
    expect(progress).toEqual({
      steps: [
        { id: 'structure', label: 'Creating store structure', status: 'done' },
        { id: 'products', label: 'Uploading products', status: 'active' },
        { id: 'payments', label: 'Configuring payment gateway', status: 'pending' },
        { id: 'settings', label: 'Finalizing store settings', status: 'pending' },
      ],
      startedAt: '2026-05-01T10:00:00.000Z',
      estimatedSeconds: 12,
      error: null,
    });
  });

  it('has every step done at the end, and passes the error and a missing estimate on', () => {
    const progress = buildProgress({
      completedSteps: ['structure', 'products', 'payments', 'settings'],
      buildStartedAt: startedAt,
      buildEstimateSeconds: null,
      buildError: 'boom',
    });
    expect(progress.steps.map((step) => step.status)).toEqual(['done', 'done', 'done', 'done']);
    expect(progress).toMatchObject({ estimatedSeconds: null, error: 'boom' });
  });
});
