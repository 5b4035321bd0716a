import { ArrowRight, Link2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useArtistUrlForm } from '../hooks/use-artist-url-form';
import { FindLinkSteps } from './find-link-steps';
import { OnboardingLayout } from './onboarding-layout';

/** /v2/onboarding/spotify (spec §2.7): paste the Spotify artist link. */
export function ArtistUrlPage() {
  useDocumentTitle('Find your music');
  const { url, setUrl, validation, busy, submit } = useArtistUrlForm();
  const inputId = useId();
  const errorId = useId();
  // A click that focuses the field would clear the selection made on focus; keep it.
  const justFocused = useRef(false);

  return (
    <OnboardingLayout backTo="/v2/onboarding">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        Find Your Music
      </h1>
      <p className="mt-3 text-base leading-7 text-pretty text-muted-foreground">
        Paste the link to your Spotify artist profile. We&apos;ll design your merch from your music.
      </p>

      <form className="mt-8 flex flex-col gap-3" onSubmit={submit} noValidate>
        <Label htmlFor={inputId}>Spotify artist link</Label>
        <div className="relative">
          <Link2
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={inputId}
            type="url"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="https://open.spotify.com/artist/..."
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            onFocus={(event) => {
              event.currentTarget.select();
              justFocused.current = true;
            }}
            onMouseUp={(event) => {
              if (justFocused.current) event.preventDefault();
              justFocused.current = false;
            }}
            aria-invalid={validation.error ? true : undefined}
            aria-describedby={validation.error ? errorId : undefined}
            disabled={busy}
            className="pl-10"
          />
        </div>
        {validation.error && (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {validation.error}
          </p>
        )}
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
