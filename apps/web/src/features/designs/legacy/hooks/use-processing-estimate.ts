import { useState } from 'react';
import { useNow } from '../../../../lib/use-now';
import { estimateSecondsLeft, type ProgressSample } from '../lib/processing-display';

/**
 * Seconds until the first designs are ready, from how fast the job has really moved since the
 * screen opened (spec §2.4's m:ss countdown), re-counted every second. `readAt` is when the job
 * last reported `percent` (0 before its first report).
 */
export function useProcessingEstimate(percent: number, readAt: number): number {
  const now = useNow(1000);
  const [samples, setSamples] = useState<ProgressSample[]>([]);
  const last = samples[samples.length - 1];
  // A new reading of the job (adjusting state during render: no effect, no extra paint).
  if (readAt > 0 && (last === undefined || last.percent !== percent)) {
    setSamples([...samples.slice(0, 1), { at: readAt, percent }]);
  }
  return estimateSecondsLeft(samples, Math.max(now, readAt));
}
