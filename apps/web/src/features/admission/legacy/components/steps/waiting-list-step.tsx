import { countryCodes } from '@encore/contracts';
import type { OnboardStepProps } from '../../onboard-step';
import { LegacyWaitingList } from '../legacy-waiting-list';

/**
 * waiting-list (spec §2.3, §4.1): all 30 country codes; saving returns the flow to welcome
 * (onNext), and so does Close (onBack).
 */
export function WaitingListStep({ onNext, onBack }: OnboardStepProps) {
  return <LegacyWaitingList codes={countryCodes} onClose={onBack} onSaved={onNext} />;
}
