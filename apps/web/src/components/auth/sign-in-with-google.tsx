import type { SignInGeneration } from '@encore/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { startSignIn } from '../../lib/auth/start-sign-in';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { GoogleMark } from './google-mark';

interface SignInWithGoogleProps {
  /** Where the sign-in returns: /v2/auth-callback (v2) or /onboard (legacy). */
  generation?: SignInGeneration;
  label?: string;
  /** Runs just before leaving, e.g. to save onboarding progress. */
  onBeforeSignIn?: () => void;
  className?: string;
}

/**
 * The one sign-in button of the product, always with the consent text of spec §1 under it:
 * the Google account is used only for authentication, and continuing means agreeing to the
 * Terms of Service and Privacy Policy.
 */
export function SignInWithGoogle({
  generation = 'v2',
  label = 'Sign in with Google',
  onBeforeSignIn,
  className,
}: SignInWithGoogleProps) {
  const [leaving, setLeaving] = useState(false);

  // Coming back with the browser's back button restores this page from the back/forward
  // cache with the spinner still on; reset it.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  function signIn() {
    setLeaving(true);
    onBeforeSignIn?.();
    startSignIn(generation);
  }

  return (
    <div className={cn('flex w-full flex-col items-center gap-4', className)}>
      <Button
        size="lg"
        onClick={signIn}
        disabled={leaving}
        aria-busy={leaving}
        className="w-full bg-white text-[#1f1f1f] shadow-black/30 hover:bg-white/90 active:bg-white/80 [&_svg]:size-5"
      >
        {leaving ? (
          <Spinner label="Redirecting to Google" className="text-[#1f1f1f]" />
        ) : (
          <GoogleMark />
        )}
        {label}
      </Button>
      <ConsentText />
    </div>
  );
}

function ConsentText({ className }: { className?: string }) {
  const link = 'font-medium text-foreground/90 underline underline-offset-4 hover:text-primary';
  return (
    <p className={cn('max-w-sm text-center text-xs leading-5 text-muted-foreground', className)}>
      We use your Google account only for authentication. By continuing, you agree to our{' '}
      <Link to="/terms" className={link}>
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to="/privacy" className={link}>
        Privacy Policy
      </Link>
      .
    </p>
  );
}
