import {
  MAX_SOCIAL_PLATFORMS,
  socialPlatformIdSchema,
  socialPlatformNames,
  type SocialPlatformId,
} from '@encore/contracts';
import { useState } from 'react';
import { cn } from '../../../../../lib/cn';
import { readSocialPlatforms, saveSocialPlatforms } from '../../lib/onboarding-storage';
import type { OnboardStepProps } from '../../onboard-step';
import { PlatformIcon, platformLooks } from '../platform-look';
import { StepActions } from '../step-actions';
import { StepHeading } from '../step-heading';

const platforms = socialPlatformIdSchema.options;

/**
 * platform-selection (spec §2.2, §5): up to four platforms, numbered in the order chosen;
 * Continue needs one, 'Skip for now' keeps an empty list.
 */
export function PlatformSelectionStep({ onNext, onSkip }: OnboardStepProps) {
  const [selected, setSelected] = useState<SocialPlatformId[]>(
    () => readSocialPlatforms()?.platforms ?? [],
  );
  const full = selected.length >= MAX_SOCIAL_PLATFORMS;

  function toggle(platform: SocialPlatformId) {
    setSelected((current) => {
      if (current.includes(platform)) return current.filter((chosen) => chosen !== platform);
      return current.length >= MAX_SOCIAL_PLATFORMS ? current : [...current, platform];
    });
  }

  function continueWithSelection() {
    // Accounts verified earlier (Back from verification) stay for the platforms still chosen.
    const accounts = readSocialPlatforms()?.accounts?.filter((account) =>
      selected.includes(account.platform),
    );
    saveSocialPlatforms({
      platforms: selected,
      ...(accounts ? { accounts } : {}),
      completed: true,
    });
    onNext();
  }

  function skip() {
    saveSocialPlatforms({ platforms: [], completed: false });
    onSkip();
  }

  return (
    <>
      <StepHeading stepLabel="Step 2 of 4" title="Where do your fans find you?">
        Choose up to {MAX_SOCIAL_PLATFORMS} platforms where you share your music.
      </StepHeading>

      <ul className="mt-8 grid gap-3 lg:grid-cols-2" aria-label="Social platforms">
        {platforms.map((platform) => {
          const order = selected.indexOf(platform);
          const chosen = order >= 0;
          return (
            <li key={platform}>
              <button
                type="button"
                aria-pressed={chosen}
                disabled={!chosen && full}
                onClick={() => toggle(platform)}
                className={cn(
                  'flex w-full cursor-pointer items-center gap-4 rounded-2xl border p-4 text-left transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  'disabled:cursor-not-allowed disabled:opacity-40',
                  chosen
                    ? 'border-primary bg-primary/10'
                    : 'border-border bg-card/60 hover:border-primary/50',
                )}
              >
                <PlatformIcon platform={platform} />
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold">
                    {socialPlatformNames[platform]}
                  </span>
                  <span className="block truncate text-sm text-muted-foreground">
                    {platformLooks[platform].blurb}
                  </span>
                </span>
                <span
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold',
                    chosen ? 'border-primary bg-primary text-primary-foreground' : 'border-input',
                  )}
                >
                  {chosen ? order + 1 : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>

      <p role="status" className="mt-4 min-h-5 text-center text-sm text-muted-foreground">
        {full
          ? 'Maximum platforms selected'
          : `${selected.length} of ${MAX_SOCIAL_PLATFORMS} selected`}
      </p>

      <StepActions
        canContinue={selected.length > 0}
        onContinue={continueWithSelection}
        onSkip={skip}
      />
    </>
  );
}
