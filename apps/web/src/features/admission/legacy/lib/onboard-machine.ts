import type { CreateUserResponse } from '@encore/contracts';
import { onboardSteps, type OnboardStep } from '../onboard-step';
import type { OnboardingRecords } from './onboarding-storage';

// The step rules of the first-generation onboarding (spec §2.2, §4.1), pure: the /onboard page
// reads the saved records and the session, asks these functions, and shows the answer.

/** What the rules look at besides the current step. */
export interface OnboardContext {
  signedIn: boolean;
  records: OnboardingRecords;
}

/** A step name from anywhere (state, a stale link); anything unknown is welcome. */
export function resolveStep(name: string | null | undefined): OnboardStep {
  return onboardSteps.find((step) => step === name) ?? 'welcome';
}

/**
 * The mandatory steps are done: an artist was found (spotify-profile) and approved
 * (artist-confirmation) — the approved profile is of the artist found.
 */
export function mandatoryStepsComplete(records: OnboardingRecords): boolean {
  const { artist, spotifyProfile } = records;
  return (
    artist !== null && spotifyProfile?.completed === true && spotifyProfile.artist.id === artist.id
  );
}

function hasPlatforms(records: OnboardingRecords): boolean {
  return (records.socialPlatforms?.platforms.length ?? 0) > 0;
}

/** Where the user goes once the optional steps are behind them: sign in, or on if signed in. */
function accountStep(context: OnboardContext): OnboardStep {
  return context.signedIn ? 'designs-processing' : 'google-auth';
}

/** The step after `step` when its screen is done ('Continue', 'Approve & Continue', …). */
export function nextStep(step: OnboardStep, context: OnboardContext): OnboardStep {
  switch (step) {
    case 'welcome':
      return 'spotify-profile';
    case 'spotify-profile':
      return 'artist-confirmation';
    case 'artist-confirmation':
      return 'platform-selection';
    case 'platform-selection':
      return hasPlatforms(context.records) ? 'account-verification' : 'user-role-selection';
    case 'account-verification':
      return 'user-role-selection';
    case 'user-role-selection':
      return 'google-auth';
    case 'google-auth':
      // Without an account there is no way on: the step stays until the user signs in.
      return context.signedIn ? 'designs-processing' : 'google-auth';
    case 'waiting-list':
      // Saving the notification choice returns the flow to welcome (spec §4.1).
      return 'welcome';
    case 'designs-processing':
      return 'designs-processing';
  }
}

/**
 * Back: the previous step of the list. account-verification is passed over when no platform
 * was chosen, as on the way forward — it would have nothing to verify. The waiting list closes
 * to welcome (spec §2.3).
 */
export function previousStep(step: OnboardStep, context: OnboardContext): OnboardStep {
  if (step === 'waiting-list') return 'welcome';
  const index = onboardSteps.indexOf(step);
  const previous = onboardSteps[Math.max(0, index - 1)] ?? 'welcome';
  if (previous === 'account-verification' && !hasPlatforms(context.records)) {
    return 'platform-selection';
  }
  return previous;
}

/**
 * 'Skip for now'. The optional steps skip ahead; skipping the role jumps to the account step
 * (sign in, or designs-processing when signed in) once the mandatory steps are done, else back
 * to the first of them.
 */
export function skipStep(step: OnboardStep, context: OnboardContext): OnboardStep {
  switch (step) {
    case 'platform-selection':
    case 'account-verification':
      return 'user-role-selection';
    case 'user-role-selection':
      return mandatoryStepsComplete(context.records) ? accountStep(context) : 'spotify-profile';
    case 'waiting-list':
      return 'welcome';
    default:
      return nextStep(step, context);
  }
}

/**
 * Spec §2.2, last bullet: back from the sign-in provider the page opens on welcome. With saved
 * onboarding data and the user not yet completed, it moves on — to designs-processing when
 * the mandatory steps are done, else to spotify-profile. null: stay.
 */
export function stepAfterSignInReturn(
  step: OnboardStep,
  context: OnboardContext,
): OnboardStep | null {
  const { records, signedIn } = context;
  if (!signedIn || step !== 'welcome' || records.userCompleted) return null;
  const hasSavedData =
    records.artist !== null ||
    records.spotifyProfile !== null ||
    records.socialPlatforms !== null ||
    records.userRole !== null;
  if (!hasSavedData) return null;
  return mandatoryStepsComplete(records) ? 'designs-processing' : 'spotify-profile';
}

/**
 * A step the user may not be on, and where they go instead: the confirmation without an
 * artist goes back one step; designs-processing without an account goes to sign in, and
 * before the mandatory steps to spotify-profile. null: the step may show.
 */
export function redirectFor(step: OnboardStep, context: OnboardContext): OnboardStep | null {
  if (step === 'artist-confirmation' && context.records.artist === null) return 'spotify-profile';
  if (step === 'designs-processing') {
    if (!mandatoryStepsComplete(context.records)) return 'spotify-profile';
    if (!context.signedIn) return 'google-auth';
  }
  return null;
}

/**
 * createUser is sent after sign-in, once: on designs-processing, signed in, with the mandatory
 * steps done and the user not marked completed yet.
 */
export function shouldSendOnboarding(step: OnboardStep, context: OnboardContext): boolean {
  return (
    step === 'designs-processing' &&
    context.signedIn &&
    mandatoryStepsComplete(context.records) &&
    !context.records.userCompleted
  );
}

/** After createUser: a user who waits for a spot sees the waiting list, others their designs. */
export function stepAfterOnboardingSent(
  response: Pick<CreateUserResponse, 'userState' | 'waitingListJoinedAt'>,
): 'waiting-list' | 'designs-processing' {
  const waiting =
    response.userState !== 'onboarded' &&
    response.userState !== 'app' &&
    typeof response.waitingListJoinedAt === 'string';
  return waiting ? 'waiting-list' : 'designs-processing';
}

/** The four segments of the progress bar (spec §2.2). */
export const progressSegments = ['profile', 'platforms', 'role', 'account'] as const;
export type ProgressSegment = (typeof progressSegments)[number];

/** The segment a step belongs to; null on welcome, where the bar is hidden. */
export function progressSegmentOf(step: OnboardStep): ProgressSegment | null {
  switch (step) {
    case 'welcome':
      return null;
    case 'spotify-profile':
    case 'artist-confirmation':
      return 'profile';
    case 'platform-selection':
    case 'account-verification':
      return 'platforms';
    case 'user-role-selection':
      return 'role';
    case 'google-auth':
    case 'waiting-list':
    case 'designs-processing':
      return 'account';
  }
}
