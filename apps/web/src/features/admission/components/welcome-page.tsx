import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { ProductClaims } from '../../../components/marketing/product-claims';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { OnboardingLayout } from './onboarding-layout';

/** /v2/onboarding (spec §2.7): the three claims and 'Get Started'. */
export function WelcomePage() {
  useDocumentTitle('Welcome');
  return (
    <OnboardingLayout>
      <section aria-labelledby="welcome-title" className="text-center">
        <span className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-medium text-primary">
          <Sparkles aria-hidden="true" className="size-3.5" />
          Welcome to Encore
        </span>
        <h1
          id="welcome-title"
          className="mt-5 bg-linear-to-br from-white via-violet-100 to-pink-200 bg-clip-text text-4xl leading-tight font-bold tracking-tight text-balance text-transparent sm:-mx-12 sm:text-5xl"
        >
          From your music to your merch in minutes
        </h1>
        <p className="mx-auto mt-4 max-w-sm text-base leading-7 text-pretty text-muted-foreground">
          Share your Spotify artist profile and we&apos;ll design merch from your music and open a
          store for your fans.
        </p>
      </section>

      <ProductClaims className="mt-8" />

      <Button asChild size="lg" className="mt-8 w-full">
        <Link to="/v2/onboarding/spotify">
          Get Started
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </OnboardingLayout>
  );
}
