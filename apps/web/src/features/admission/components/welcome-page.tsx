import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { OnboardingLayout } from './onboarding-layout';
import { WelcomeHero } from './welcome-hero';

/** /v2/onboarding (spec §2.7): the three claims and 'Get Started'. */
export function WelcomePage() {
  useDocumentTitle('Welcome');
  return (
    <OnboardingLayout>
      <WelcomeHero
        badge="Welcome to Encore"
        title="From your music to your merch in minutes"
        description={
          <>
            Share your Spotify artist profile and we&apos;ll design merch from your music and open a
            store for your fans.
          </>
        }
      >
        <Button asChild size="lg" className="mt-8 w-full">
          <Link to="/v2/onboarding/spotify">
            Get Started
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </WelcomeHero>
    </OnboardingLayout>
  );
}
