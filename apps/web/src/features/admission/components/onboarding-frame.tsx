import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** The back control's look; v2 makes it a link, the legacy steps a button. */
export const backControlClassName =
  'flex size-11 items-center justify-center rounded-xl text-muted-foreground transition-colors hover:bg-muted hover:text-foreground';

/** The arrow inside the back control. */
export function BackArrow() {
  return <ArrowLeft aria-hidden="true" className="size-5" />;
}

interface OnboardingFrameProps {
  /** The back control in the left corner; the corner stays empty without it. */
  back?: ReactNode;
  /** The centred logo. */
  logo: ReactNode;
  /** Wider content column for two-column screens on large displays. */
  wide?: boolean;
  /** The column's top padding and animation, which the two onboardings set differently. */
  mainClassName: string;
  children: ReactNode;
}

/** The frame of both onboardings (spec §2.2, §2.7): back control, logo, one centred column. */
export function OnboardingFrame({
  back,
  logo,
  wide = false,
  mainClassName,
  children,
}: OnboardingFrameProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto grid h-16 w-full max-w-6xl grid-cols-[2.75rem_1fr_2.75rem] items-center px-3 sm:px-6">
        {back ?? <span />}
        {logo}
      </header>
      <main
        className={cn(
          'mx-auto w-full flex-1 px-5 pb-12 sm:px-8',
          mainClassName,
          wide ? 'max-w-md lg:max-w-5xl' : 'max-w-md',
        )}
      >
        {children}
      </main>
    </div>
  );
}
