import { ArrowRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useArtistUrlForm } from '../hooks/use-artist-url-form';
import { ArtistUrlField } from './artist-url-field';
import { FindLinkSteps } from './find-link-steps';
import { OnboardingLayout } from './onboarding-layout';

/** /v2/onboarding/spotify (spec §2.7): paste the Spotify artist link. */
export function ArtistUrlPage() {
  useDocumentTitle('Find your music');
  const { url, setUrl, validation, busy, submit } = useArtistUrlForm();

  return (
    <OnboardingLayout backTo="/v2/onboarding">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        Find Your Music
      </h1>
      <p className="mt-3 text-base leading-7 text-pretty text-muted-foreground">
        Paste the link to your Spotify artist profile. We&apos;ll design your merch from your music.
      </p>

      <form className="mt-8 flex flex-col gap-3" onSubmit={submit} noValidate>
        <ArtistUrlField
          value={url}
          onChange={setUrl}
          error={validation.error}
          disabled={busy}
          selectOnFocus
        />
        <Button
          type="submit"
          size="lg"
          className="mt-2 w-full"
          disabled={!validation.valid || busy}
          aria-busy={busy}
        >
          {busy ? (
            <>
              <Spinner aria-hidden="true" className="size-5 text-primary-foreground" />
              Analyzing...
            </>
          ) : (
            <>
              Continue
              <ArrowRight aria-hidden="true" />
            </>
          )}
        </Button>
      </form>

      <div className="mt-10">
        <FindLinkSteps />
      </div>
    </OnboardingLayout>
  );
}
