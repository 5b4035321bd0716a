import type { ReactNode } from 'react';
import { EncoreLogo } from '../../../../components/brand/encore-logo';
import { cn } from '../../../../lib/cn';
import {
  BackArrow,
  backControlClassName,
  OnboardingFrame,
} from '../../components/onboarding-frame';
import type { ProgressSegment } from '../lib/onboard-machine';
import { OnboardProgress } from './onboard-progress';

interface OnboardFrameProps {
  /** Back to the previous step; no arrow without it. */
  onBack?: () => void;
  /** The progress bar's current segment; no bar without it (welcome). */
  segment: ProgressSegment | null;
  /** Wider column for two-column steps on large screens. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The frame of every /onboard step: back arrow, logo, the progress bar, one centred column.
 * The steps are states of one page, so Back is a button, not a link.
 */
export function OnboardFrame({ onBack, segment, wide = false, children }: OnboardFrameProps) {
  return (
    <OnboardingFrame
      back={
        onBack ? (
          <button
            type="button"
            onClick={onBack}
            aria-label="Back"
            className={cn(backControlClassName, 'cursor-pointer')}
          >
            <BackArrow />
          </button>
        ) : undefined
      }
      logo={<EncoreLogo className="justify-self-center" />}
      wide={wide}
      mainClassName="pt-4 sm:pt-8"
    >
      {segment && (
        <div className="mb-8">
          <OnboardProgress current={segment} />
        </div>
      )}
      <div className="animate-fade-in">{children}</div>
    </OnboardingFrame>
  );
}
