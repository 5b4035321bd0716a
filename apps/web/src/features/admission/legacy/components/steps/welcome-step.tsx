import { ArrowRight, Sparkles } from 'lucide-react';
import { ProductClaims } from '../../../../../components/marketing/product-claims';
import { Button } from '../../../../../components/ui/button';
import type { OnboardStepProps } from '../../onboard-step';
import { WaitlistBanner } from '../waitlist-banner';

/** Welcome (spec §2.2): the headline, the three claims of §1 and 'Get Started'. */
export function WelcomeStep({ onNext }: Pick<OnboardStepProps, 'onNext'>) {
  return (
    <>
      <WaitlistBanner />
      <section aria-labelledby="onboard-welcome-title" className="text-center">
        <span className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-medium text-primary">
          <Sparkles aria-hidden="true" className="size-3.5" />
          Merch for musicians
        </span>
        <h1
          id="onboard-welcome-title"
          className="mt-5 bg-linear-to-br from-white via-violet-100 to-pink-200 bg-clip-text text-4xl leading-tight font-bold tracking-tight text-balance text-transparent sm:-mx-12 sm:text-5xl"
        >
          Turn your music into merch in minutes
        </h1>
        <p className="mx-auto mt-4 max-w-sm text-base leading-7 text-pretty text-muted-foreground">
          Paste your Spotify artist link. We design merch from your music and open a store for your
          fans.
        </p>
      </section>

      <ProductClaims className="mt-8" />

      <Button size="lg" className="mt-8 w-full" onClick={onNext}>
        Get Started
        <ArrowRight aria-hidden="true" />
      </Button>
    </>
  );
}
