import { normalizeSpotifyArtistUrl, validateLegacyArtistUrl } from '@encore/contracts';
import { Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../../components/ui/button';
import { ArtistUrlField } from '../../../components/artist-url-field';
import { FindLinkSteps } from '../../../components/find-link-steps';
import { artistNotFoundToast } from '../../../lib/artist-url';
import { useGetArtistBySpotifyUrl } from '../../api/get-artist-by-spotify-url';
import type { OnboardStepProps } from '../../onboard-step';
import {
  readSpotifyProfile,
  saveSpotifyArtist,
  saveSpotifyProfile,
} from '../../lib/onboarding-storage';
import { AnalyzingSkeleton } from '../analyzing-skeleton';
import { StepHeading } from '../step-heading';

/**
 * spotify-profile (spec §2.2, §5): the artist link, checked as typed with the legacy messages in
 * their order; 'Analyze My Music' looks the artist up and moves on to confirm it.
 */
export function SpotifyProfileStep({ onNext }: Pick<OnboardStepProps, 'onNext'>) {
  // 'Go Back & Fix' returns here: the link the user gave is still in the field.
  const [url, setUrl] = useState(() => readSpotifyProfile()?.spotify_url ?? '');
  const { mutate, isPending } = useGetArtistBySpotifyUrl();
  const validation = validateLegacyArtistUrl(url);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!validation.valid || isPending) return;
    const spotifyUrl = normalizeSpotifyArtistUrl(url) ?? url.trim();
    mutate(spotifyUrl, {
      onSuccess: (artist) => {
        saveSpotifyArtist(artist);
        // Not yet approved: artist-confirmation completes it.
        saveSpotifyProfile({ artist, spotify_url: spotifyUrl, completed: false });
        onNext();
      },
      onError: () => {
        toast.error(artistNotFoundToast.title, { description: artistNotFoundToast.description });
      },
    });
  }

  if (isPending) return <AnalyzingSkeleton />;

  return (
    <>
      <StepHeading stepLabel="Step 1 of 4" title="Find Your Music">
        Paste the link to your Spotify artist profile. We&apos;ll design your merch from your music.
      </StepHeading>

      <form className="mt-8 flex flex-col gap-3" onSubmit={submit} noValidate>
        <ArtistUrlField value={url} onChange={setUrl} error={validation.error} />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={!validation.valid}>
          <Sparkles aria-hidden="true" />
          Analyze My Music
        </Button>
      </form>

      <div className="mt-10">
        <FindLinkSteps />
      </div>
    </>
  );
}
