import { ArrowRight, PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { SignInWithGoogle } from '../../../../../components/auth/sign-in-with-google';
import { Button } from '../../../../../components/ui/button';
import { Spinner } from '../../../../../components/ui/spinner';
import { useSession } from '../../../../../lib/auth';
import type { OnboardStepProps } from '../../onboard-step';
import { StepHeading } from '../step-heading';

/**
 * google-auth (spec §2.2): 'Create Account' with Google. The sign-in returns to /onboard, where
 * the saved onboarding carries the user on. Signed in already: 'Welcome back!' and on.
 */
export function GoogleAuthStep({ onNext }: Pick<OnboardStepProps, 'onNext'>) {
  const { session } = useSession();
  const [leaving, setLeaving] = useState(false);

  if (session) {
    return (
      <>
        <div className="flex size-12 items-center justify-center rounded-2xl bg-primary/15 text-primary">
          <PartyPopper aria-hidden="true" className="size-6" />
        </div>
        <div className="mt-5">
          <StepHeading stepLabel="Step 4 of 4" title="Welcome back!">
            {`You're signed in as ${session.user.email}.`}
          </StepHeading>
        </div>
        <Button size="lg" className="mt-8 w-full" onClick={onNext}>
          Continue to Next Step
          <ArrowRight aria-hidden="true" />
        </Button>
      </>
    );
  }

  return (
    <>
      <StepHeading stepLabel="Step 4 of 4" title="Create Account">
        Sign in with Google to save your profile and start generating your merch designs.
      </StepHeading>
      <div className="mt-8">
        <SignInWithGoogle
          generation="legacy"
          label="Continue with Google"
          onBeforeSignIn={() => setLeaving(true)}
        />
      </div>
      {leaving && (
        <p
          role="status"
          className="mt-6 flex items-center justify-center gap-2 text-sm text-muted-foreground"
        >
          <Spinner aria-hidden="true" className="size-4" />
          Creating your account...
        </p>
      )}
    </>
  );
}
