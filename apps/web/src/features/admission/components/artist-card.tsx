import { formatFollowers, type ValidatedProfile } from '@encore/contracts';
import { ExternalLink, MapPin, Users } from 'lucide-react';
import { buttonClassName } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { countryName } from '../../../lib/format-country';
import { ArtistProfileCard, type ArtistFact } from './artist-profile-card';

/**
 * The validated artist (spec §2.7 Confirm): picture, name, followers (§5 display; no line when
 * the source did not say), country by name, genres as chips, and a link to the Spotify page.
 */
export function ArtistCard({ artist }: { artist: ValidatedProfile }) {
  const country = countryName(artist.country);
  const followers = artist.followers;
  const facts: ArtistFact[] = [];
  if (typeof followers === 'number') {
    facts.push({
      label: 'Followers',
      icon: <Users aria-hidden="true" className="size-4" />,
      value: formatFollowers(followers),
    });
  }
  if (country) {
    facts.push({
      label: 'Country',
      icon: <MapPin aria-hidden="true" className="size-4" />,
      value: country,
    });
  }
  return (
    <ArtistProfileCard
      name={artist.artistName}
      imageUrl={artist.imageUrl}
      facts={facts}
      genres={artist.genres}
    >
      <a
        href={artist.spotifyUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(buttonClassName('outline', 'md'), 'w-full sm:w-auto sm:self-start')}
      >
        <ExternalLink aria-hidden="true" />
        Open in Spotify
      </a>
    </ArtistProfileCard>
  );
}
