import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Spinner } from '../../../../../components/ui/spinner';
import type { SessionUser } from '../../../../../lib/auth';
import { useOnboardingSend } from '../../hooks/use-onboarding-send';
import type { OnboardStep } from '../../onboard-step';

const processingPath = '/processing';

interface DesignsProcessingStepProps {
  user: SessionUser;
  /** createUser still has to be sent (spec §4.1: once, after sign-in). */
  send: boolean;
  /** Moves the flow to another step of /onboard. */
  onGoTo: (step: OnboardStep) => void;
}

/**
 * designs-processing: sends the onboarding when it was not sent yet, then leaves for
 * /processing — or shows the waiting list when the user waits for a spot.
 */
export function DesignsProcessingStep({ user, send, onGoTo }: DesignsProcessingStepProps) {
  // Decided on arrival: the send marks the user completed before its answer is acted on.
  const [mustSend] = useState(send);
  return mustSend ? <SendThenContinue user={user} onGoTo={onGoTo} /> : <LeaveForProcessing />;
}

function SendThenContinue({ user, onGoTo }: Omit<DesignsProcessingStepProps, 'send'>) {
  const state = useOnboardingSend(user);
  const navigate = useNavigate();

  useEffect(() => {
    if (state.status === 'sent') {
      if (state.next === 'waiting-list') onGoTo('waiting-list');
      else void navigate(processingPath, { replace: true });
    } else if (state.status === 'failed') {
      toast.error('Onboarding Failed', { description: 'Something went wrong. Please try again.' });
      onGoTo('google-auth');
    }
  }, [navigate, onGoTo, state]);

  return <Creating />;
}

function LeaveForProcessing() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(processingPath, { replace: true });
  }, [navigate]);
  return <Creating />;
}

function Creating() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <Spinner aria-hidden="true" className="size-8" />
      <p role="status" className="text-base font-medium">
        Creating your account...
      </p>
    </div>
  );
}
