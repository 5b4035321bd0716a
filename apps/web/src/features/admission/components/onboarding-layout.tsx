import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EncoreLogo } from '../../../components/brand/encore-logo';
import { BackArrow, backControlClassName, OnboardingFrame } from './onboarding-frame';

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
    <OnboardingFrame
      back={
        backTo ? (
          <Link to={backTo} aria-label="Back" className={backControlClassName}>
            <BackArrow />
          </Link>
        ) : undefined
      }
      logo={
        <Link to="/v2" aria-label="Encore home" className="justify-self-center rounded-lg">
          <EncoreLogo />
        </Link>
      }
      wide={wide}
      mainClassName="animate-fade-in pt-6 sm:pt-10"
    >
      {children}
    </OnboardingFrame>
  );
}
