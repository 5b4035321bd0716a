import { ExternalLink, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { ProfileAvatar } from '../../components/profile-avatar';
import { SettingsSection } from '../../components/settings-section';
import type { LegacyArtist } from '../api/get-legacy-artist';

interface ArtistProfileCardProps {
  /** undefined while the server is asked; null when it keeps no artist for this account. */
  artist: LegacyArtist | null | undefined;
  /** The user-status check failed: whether an artist is kept is not known. */
  onRetry?: () => void;
}

/** Spec §2.6: the artist's picture and name, and 'View on Spotify'. */
export function ArtistProfileCard({ artist, onRetry }: ArtistProfileCardProps) {
  return (
    <SettingsSection title="Artist Profile">
      <div className="flex items-center gap-4 p-4">
        {onRetry ? (
          <div role="alert" className="flex w-full items-center justify-between gap-3 text-sm">
            <span className="text-destructive">Failed to fetch user data</span>
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : artist === undefined ? (
          <>
            <Skeleton className="size-16 shrink-0 rounded-full" />
            <Skeleton className="h-5 w-40 rounded-md" />
          </>
        ) : artist === null ? (
          <p className="text-sm text-muted-foreground">
            No artist is connected to this account yet.{' '}
            <Link to="/onboard" className="font-medium text-primary hover:underline">
              Find your music
            </Link>
          </p>
        ) : (
          <>
            <ProfileAvatar
              imageUrl={artist.imageUrl}
              name={artist.name}
              email={null}
              className="size-16 text-2xl ring-2"
            />
            <div className="flex min-w-0 flex-col gap-1">
              <p className="truncate text-lg font-semibold">{artist.name}</p>
              {artist.spotifyUrl && (
                <a
                  href={artist.spotifyUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary hover:underline"
                >
                  View on Spotify
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </a>
              )}
            </div>
          </>
        )}
      </div>
    </SettingsSection>
  );
}
