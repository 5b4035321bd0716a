import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';

interface StepActionsProps {
  /** 'Continue' unless given. */
  continueLabel?: ReactNode;
  canContinue: boolean;
  onContinue: () => void;
  onSkip: () => void;
}

/** The foot of an optional step: Continue (when its answer allows) and 'Skip for now'. */
export function StepActions({
  continueLabel = 'Continue',
  canContinue,
  onContinue,
  onSkip,
}: StepActionsProps) {
  return (
    <div className="mt-8 flex flex-col gap-2">
      <Button size="lg" className="w-full" disabled={!canContinue} onClick={onContinue}>
        {continueLabel}
        <ArrowRight aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="lg" className="w-full" onClick={onSkip}>
        Skip for now
      </Button>
    </div>
  );
}
