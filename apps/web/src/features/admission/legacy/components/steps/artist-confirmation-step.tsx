import type { Artist } from '@encore/contracts';
import { ArrowLeft, Check, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../../components/ui/button';
import { ConfirmArtistGrid } from '../../../components/confirm-artist-grid';
import type { OnboardStepProps } from '../../onboard-step';
import {
  readSpotifyArtist,
  readSpotifyProfile,
  saveSpotifyProfile,
} from '../../lib/onboarding-storage';
import { LegacyArtistCard } from '../legacy-artist-card';
import { StepHeading } from '../step-heading';

type ArtistConfirmationStepProps = Pick<OnboardStepProps, 'onNext' | 'onBack'>;

/**
 * artist-confirmation (spec §2.2): is this the artist? 'Approve & Continue' completes the
 * mandatory steps; 'Go Back & Fix' returns to the link. The page sends a user without a
 * looked-up artist back one step before this shows.
 */
export function ArtistConfirmationStep({ onNext, onBack }: ArtistConfirmationStepProps) {
  const [artist] = useState(readSpotifyArtist);
  if (!artist) return null;
  return (
    <ConfirmArtistGrid
      heading={
        <StepHeading title="Is this you?">
          Check that this is your artist profile. Your merch designs are made from it.
        </StepHeading>
      }
      card={<LegacyArtistCard artist={artist} />}
      actions={<ConfirmActions artist={artist} onNext={onNext} onBack={onBack} />}
    />
  );
}

function ConfirmActions({
  artist,
  onNext,
  onBack,
}: ArtistConfirmationStepProps & { artist: Artist }) {
  function approve() {
    const spotifyUrl = readSpotifyProfile()?.spotify_url ?? artist.external_urls.spotify;
    saveSpotifyProfile({ artist, spotify_url: spotifyUrl, completed: true });
    onNext();
  }

  return (
    <div className="flex flex-col gap-3">
      <Button size="lg" className="w-full" onClick={approve}>
        <Check aria-hidden="true" />
        Approve &amp; Continue
      </Button>
      <Button variant="outline" size="lg" className="w-full" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Go Back &amp; Fix
      </Button>
      <Button asChild variant="ghost" size="lg" className="w-full">
        <a href={artist.external_urls.spotify} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" />
          Open in Spotify
        </a>
      </Button>
    </div>
  );
}
