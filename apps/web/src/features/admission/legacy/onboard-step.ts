/** The legacy onboarding steps in order (spec §2.2); an unknown step falls back to welcome. */
export const onboardSteps = [
  'welcome',
  'spotify-profile',
  'artist-confirmation',
  'platform-selection',
  'account-verification',
  'user-role-selection',
  'google-auth',
  'waiting-list',
  'designs-processing',
] as const;
export type OnboardStep = (typeof onboardSteps)[number];

/** What the /onboard page hands each step's screen; the page applies the §4.1 rules. */
export interface OnboardStepProps {
  /** On to the step the §4.1 rules choose next. */
  onNext: () => void;
  /** Back to the previous step of the list. */
  onBack: () => void;
  /** 'Skip for now': the §4.1 skip rules. */
  onSkip: () => void;
}
