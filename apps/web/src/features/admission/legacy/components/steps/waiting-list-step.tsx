import type { OnboardStepProps } from '../../onboard-step';

// Placeholder until the step is built.
export const WaitingListStep = ({ onSkip }: OnboardStepProps) => (
  <button type="button" onClick={onSkip}>
    Skip for now
  </button>
);
