import { STORE_BUILD_STEPS, type StoreBuildProgress } from '@encore/contracts';
import type { ChecklistStep } from '../components/build-checklist';

/**
 * The overlay's checklist: the build's own steps as the job reports them. Before the first report
 * the build is starting: the first step is under way and the rest wait.
 */
export function launchChecklist(build: StoreBuildProgress | null | undefined): ChecklistStep[] {
  if (build && build.steps.length > 0) return build.steps;
  return STORE_BUILD_STEPS.map((step, index) => ({
    id: step.id,
    label: step.label,
    status: index === 0 ? 'active' : 'pending',
  }));
}
