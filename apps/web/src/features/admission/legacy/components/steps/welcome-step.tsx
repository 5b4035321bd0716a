import { ArrowRight } from 'lucide-react';
import { Button } from '../../../../../components/ui/button';
import { WelcomeHero } from '../../../components/welcome-hero';
import type { OnboardStepProps } from '../../onboard-step';
import { WaitlistBanner } from '../waitlist-banner';

/** Welcome (spec §2.2): the headline, the three claims of §1 and 'Get Started'. */
export function WelcomeStep({ onNext }: Pick<OnboardStepProps, 'onNext'>) {
  return (
    <>
      <WaitlistBanner />
      <WelcomeHero
        badge="Merch for musicians"
        title="Turn your music into merch in minutes"
        description="Paste your Spotify artist link. We design merch from your music and open a store for your fans."
      >
        <Button size="lg" className="mt-8 w-full" onClick={onNext}>
          Get Started
          <ArrowRight aria-hidden="true" />
        </Button>
      </WelcomeHero>
    </>
  );
}
