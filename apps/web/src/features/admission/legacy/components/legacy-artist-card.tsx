import { abbreviateCount, primaryArtistImage, type Artist } from '@encore/contracts';
import { BarChart3, MapPin, Users } from 'lucide-react';
import { countryName } from '../../../../lib/format-country';
import { ArtistProfileCard, type ArtistFact } from '../../components/artist-profile-card';

/**
 * The artist of the legacy confirmation (spec §2.2): picture, name, country, followers
 * abbreviated K/M/B, genres and popularity out of 100. What the catalog did not say is left
 * out rather than shown as zero.
 */
export function LegacyArtistCard({ artist }: { artist: Artist }) {
  const country = countryName(artist.country);
  const followers = artist.followers?.total;
  const facts: ArtistFact[] = [];
  if (country) {
    facts.push({
      label: 'Country',
      icon: <MapPin aria-hidden="true" className="size-4" />,
      value: country,
    });
  }
  if (typeof followers === 'number') {
    facts.push({
      label: 'Followers',
      icon: <Users aria-hidden="true" className="size-4" />,
      value: `${abbreviateCount(followers)} followers`,
    });
  }
  if (typeof artist.popularity === 'number') {
    facts.push({
      label: 'Popularity',
      icon: <BarChart3 aria-hidden="true" className="size-4" />,
      value: `${Math.round(artist.popularity)}/100`,
    });
  }
  return (
    <ArtistProfileCard
      name={artist.name}
      imageUrl={primaryArtistImage(artist)}
      facts={facts}
      genres={artist.genres ?? []}
    />
  );
}
