import type { ValidatedProfile } from '@encore/contracts';
import { ArrowLeft, Check } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { SignInWithGoogle } from '../../../components/auth/sign-in-with-google';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/auth';
import {
  readValidatedArtist,
  saveOnboardingSpotifyId,
} from '../../../lib/onboarding/saved-onboarding';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useApproveArtist } from '../hooks/use-approve-artist';
import { ArtistCard } from './artist-card';
import { ConfirmArtistGrid } from './confirm-artist-grid';
import { OnboardingLayout } from './onboarding-layout';

const artistEntryPath = '/v2/onboarding/spotify';

/** /v2/onboarding/confirm (spec §2.7, §4.5): is this the right artist? */
export function ConfirmArtistPage() {
  useDocumentTitle('Confirm your artist');
  // Read once: approving clears the saved artist, and this screen must not bounce back then.
  const [artist] = useState(readValidatedArtist);
  if (!artist) return <Navigate replace to={artistEntryPath} />;

  return (
    <OnboardingLayout backTo={artistEntryPath} wide>
      <ConfirmArtistGrid
        heading={
          <>
            <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              Is this you?
            </h1>
            <p className="mt-3 text-base leading-7 text-pretty text-muted-foreground">
              Check that this is your artist profile. Your merch designs are made from it.
            </p>
          </>
        }
        card={<ArtistCard artist={artist} />}
        actions={<ConfirmActions artist={artist} />}
      />
    </OnboardingLayout>
  );
}

function ConfirmActions({ artist }: { artist: ValidatedProfile }) {
  const { status } = useSession();
  const { approve, approving } = useApproveArtist(artist.spotifyId);

  return (
    <div className="flex flex-col gap-3">
      {status === 'loading' && <Spinner label="Loading" className="mx-auto my-3" />}
      {status === 'authenticated' && (
        <Button
          size="lg"
          className="w-full"
          onClick={approve}
          disabled={approving}
          aria-busy={approving}
        >
          {approving ? (
            <Spinner aria-hidden="true" className="size-5 text-primary-foreground" />
          ) : (
            <Check aria-hidden="true" />
          )}
          Approve &amp; Continue
        </Button>
      )}
      {status === 'unauthenticated' && (
        <SignInWithGoogle
          label="Sign in with Google & Continue"
          onBeforeSignIn={() => saveOnboardingSpotifyId(artist.spotifyId)}
        />
      )}
      <Button asChild variant="ghost" size="lg" className="w-full">
        <Link to={artistEntryPath}>
          <ArrowLeft aria-hidden="true" />
          Go Back &amp; Fix
        </Link>
      </Button>
    </div>
  );
}
