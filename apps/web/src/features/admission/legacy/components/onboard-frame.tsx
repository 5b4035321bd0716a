import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { EncoreLogo } from '../../../../components/brand/encore-logo';
import { cn } from '../../../../lib/cn';
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
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto grid h-16 w-full max-w-6xl grid-cols-[2.75rem_1fr_2.75rem] items-center px-3 sm:px-6">
        {onBack ? (
          <button
            type="button"
            onClick={onBack}
            aria-label="Back"
            className="flex size-11 cursor-pointer items-center justify-center rounded-xl text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
          </button>
        ) : (
          <span />
        )}
        <EncoreLogo className="justify-self-center" />
      </header>
      <main
        className={cn(
          'mx-auto w-full flex-1 px-5 pt-4 pb-12 sm:px-8 sm:pt-8',
          wide ? 'max-w-md lg:max-w-5xl' : 'max-w-md',
        )}
      >
        {segment && (
          <div className="mb-8">
            <OnboardProgress current={segment} />
          </div>
        )}
        <div className="animate-fade-in">{children}</div>
      </main>
    </div>
  );
}
