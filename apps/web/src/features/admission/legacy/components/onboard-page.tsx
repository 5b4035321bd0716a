import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { Spinner } from '../../../../components/ui/spinner';
import { useAuthErrorToast, useHandoffSignIn, useSession } from '../../../../lib/auth';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import {
  nextStep,
  previousStep,
  progressSegmentOf,
  redirectFor,
  resolveStep,
  shouldSendOnboarding,
  skipStep,
  stepAfterSignInReturn,
  type OnboardContext,
} from '../lib/onboard-machine';
import { readOnboardingRecords } from '../lib/onboarding-storage';
import type { OnboardStep, OnboardStepProps } from '../onboard-step';
import { OnboardFrame } from './onboard-frame';
import { AccountVerificationStep } from './steps/account-verification-step';
import { ArtistConfirmationStep } from './steps/artist-confirmation-step';
import { DesignsProcessingStep } from './steps/designs-processing-step';
import { GoogleAuthStep } from './steps/google-auth-step';
import { PlatformSelectionStep } from './steps/platform-selection-step';
import { SpotifyProfileStep } from './steps/spotify-profile-step';
import { UserRoleStep } from './steps/user-role-step';
import { WaitingListStep } from './steps/waiting-list-step';
import { WelcomeStep } from './steps/welcome-step';

const signInFailed = 'Something went wrong during authentication.';

const titles: Readonly<Record<OnboardStep, string>> = {
  welcome: 'Welcome',
  'spotify-profile': 'Find your music',
  'artist-confirmation': 'Confirm your artist',
  'platform-selection': 'Your platforms',
  'account-verification': 'Verify your accounts',
  'user-role-selection': 'Your role',
  'google-auth': 'Create account',
  'waiting-list': 'Waiting list',
  'designs-processing': 'Creating your account',
};

const noBackArrow: ReadonlySet<OnboardStep> = new Set([
  'welcome',
  'waiting-list',
  'designs-processing',
]);

/** Another screen may open /onboard at a step: `navigate('/onboard', { state: { step } })`. */
function requestedStep(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('step' in state)) return null;
  return typeof state.step === 'string' ? state.step : null;
}

/**
 * /onboard/*: the first-generation onboarding (spec §2.2, §4.1), one page whose steps are
 * states, not routes. The rules live in lib/onboard-machine; this page reads the saved records
 * and the session, applies them, and completes a sign-in that returns here (`?handoff=`).
 */
export function LegacyOnboardPage() {
  const location = useLocation();
  const handoff = useHandoffSignIn();
  useAuthErrorToast('Authentication Failed', signInFailed);
  const { status, session } = useSession();
  const [step, setStep] = useState<OnboardStep>(() => resolveStep(requestedStep(location.state)));

  useEffect(() => {
    if (handoff.status !== 'failed') return;
    toast.error('Authentication Failed', { description: handoff.message ?? signInFailed });
  }, [handoff]);

  const signedIn = session !== null;
  // Read on every render and every move: the steps save their records just before they move on.
  const contextNow = (): OnboardContext => ({ signedIn, records: readOnboardingRecords() });
  const context = contextNow();
  const loading = status === 'loading' || handoff.status === 'pending';

  // Back from the sign-in provider (spec §2.2): checked once, as soon as the session is known.
  const [returnChecked, setReturnChecked] = useState(false);
  if (!loading && !returnChecked) {
    setReturnChecked(true);
    const to = stepAfterSignInReturn(step, context);
    if (to) setStep(to);
  }

  // A step the user may not be on shows where they belong instead; moves start from there.
  const shown = redirectFor(step, context) ?? step;
  const goTo = useCallback((to: OnboardStep) => setStep(to), []);
  const onNext = () => setStep(nextStep(shown, contextNow()));
  const onBack = () => setStep(previousStep(shown, contextNow()));
  const onSkip = () => setStep(skipStep(shown, contextNow()));

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [shown]);

  useDocumentTitle(titles[shown]);

  if (loading) {
    return (
      <div className="flex min-h-dvh flex-col items-center justify-center gap-4">
        <Spinner aria-hidden="true" className="size-8" />
        <p role="status" className="text-sm text-muted-foreground">
          Loading...
        </p>
      </div>
    );
  }

  const props: OnboardStepProps = { onNext, onBack, onSkip };
  return (
    <OnboardFrame
      key={shown}
      segment={progressSegmentOf(shown)}
      // Welcome has nothing before it, the waiting list closes with its own X.
      onBack={noBackArrow.has(shown) ? undefined : onBack}
      wide={shown === 'artist-confirmation'}
    >
      {shown === 'welcome' && <WelcomeStep {...props} />}
      {shown === 'spotify-profile' && <SpotifyProfileStep {...props} />}
      {shown === 'artist-confirmation' && <ArtistConfirmationStep {...props} />}
      {shown === 'platform-selection' && <PlatformSelectionStep {...props} />}
      {shown === 'account-verification' && <AccountVerificationStep {...props} />}
      {shown === 'user-role-selection' && <UserRoleStep {...props} />}
      {shown === 'google-auth' && <GoogleAuthStep {...props} />}
      {shown === 'waiting-list' && <WaitingListStep {...props} />}
      {shown === 'designs-processing' && session && (
        <DesignsProcessingStep
          user={session.user}
          send={shouldSendOnboarding(shown, context)}
          onGoTo={goTo}
        />
      )}
    </OnboardFrame>
  );
}
