import type { CreateUserResponse } from '@encore/contracts';
import { useEffect, useState } from 'react';
import type { SessionUser } from '../../../../lib/auth';
import { onboardingRequest, sendOnboarding } from '../api/create-user';
import { stepAfterOnboardingSent } from '../lib/onboard-machine';
import {
  markUserCompleted,
  readOnboardingRecords,
  saveLegacyUserId,
} from '../lib/onboarding-storage';

export type OnboardingSendState =
  | { status: 'sending' }
  | { status: 'sent'; next: 'waiting-list' | 'designs-processing' }
  | { status: 'failed' };

// One send per user at a time, however often the step mounts while it is under way.
const sends = new Map<string, Promise<CreateUserResponse>>();

function sendOnce(user: SessionUser): Promise<CreateUserResponse> {
  let pending = sends.get(user.id);
  if (!pending) {
    pending = sendOnboarding(onboardingRequest(user, readOnboardingRecords(), new Date())).then(
      (response) => {
        // Flagged before anyone reads the answer, so a reload never sends it again (spec §4.1).
        markUserCompleted();
        saveLegacyUserId(response.userId ?? user.id);
        return response;
      },
    );
    sends.set(user.id, pending);
    // Only while in flight: afterwards userCompleted says it was sent, and a failure may be retried.
    const settled = () => void sends.delete(user.id);
    pending.then(settled, settled);
  }
  return pending;
}

/**
 * After sign-in, the saved onboarding goes to createUser once; the answer says whether the
 * user waits for a spot (waiting-list) or their designs are under way (designs-processing).
 */
export function useOnboardingSend(user: SessionUser): OnboardingSendState {
  const [state, setState] = useState<OnboardingSendState>({ status: 'sending' });

  useEffect(() => {
    let active = true;
    sendOnce(user).then(
      (response) => {
        if (active) setState({ status: 'sent', next: stepAfterOnboardingSent(response) });
      },
      (error: unknown) => {
        // The spec's client only logs this failure; the step offers a retry as well.
        console.warn('createUser (onboarding) failed', error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [user]);

  return state;
}
