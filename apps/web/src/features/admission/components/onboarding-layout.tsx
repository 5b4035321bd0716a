import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EncoreLogo } from '../../../components/brand/encore-logo';
import { cn } from '../../../lib/cn';

interface OnboardingLayoutProps {
  /** Where the back arrow leads; no arrow without it. */
  backTo?: string;
  /** Wider content column for two-column screens on large displays. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the v2 onboarding screens: back arrow, logo, one centred column. */
export function OnboardingLayout({ backTo, wide = false, children }: OnboardingLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto grid h-16 w-full max-w-6xl grid-cols-[2.75rem_1fr_2.75rem] items-center px-3 sm:px-6">
        {backTo ? (
          <Link
            to={backTo}
            aria-label="Back"
            className="flex size-11 items-center justify-center rounded-xl text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
          </Link>
        ) : (
          <span />
        )}
        <Link to="/v2" aria-label="Encore home" className="justify-self-center rounded-lg">
          <EncoreLogo />
        </Link>
      </header>
      <main
        className={cn(
          'mx-auto w-full flex-1 animate-fade-in px-5 pt-6 pb-12 sm:px-8 sm:pt-10',
          wide ? 'max-w-md lg:max-w-5xl' : 'max-w-md',
        )}
      >
        {children}
      </main>
    </div>
  );
}
