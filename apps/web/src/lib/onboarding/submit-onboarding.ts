import type { SubmitOnboardingRequest, SubmitOnboardingResponse } from '@encore/contracts';
import { useMutation } from '@tanstack/react-query';
import { asService } from '../service-error';
import { callEndpoint } from '../workflow-client';

// Shared: the auth callback submits after sign-in, the confirm screen when already signed in.

/** POST submit-onboarding (spec §7): attach the artist; may join the waiting list. */
export function submitOnboarding(
  input: SubmitOnboardingRequest,
): Promise<SubmitOnboardingResponse> {
  return asService(
    callEndpoint('submit-onboarding', input),
    (status) => `Onboarding submission failed: ${status}`,
  );
}

export function useSubmitOnboarding() {
  return useMutation({ mutationKey: ['submit-onboarding'], mutationFn: submitOnboarding });
}
