import { abbreviateCount, primaryArtistImage, type Artist } from '@encore/contracts';
import { BarChart3, MapPin, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { countryName } from '../../../../lib/format-country';

/**
 * The artist of the legacy confirmation (spec §2.2): picture, name, country, followers
 * abbreviated K/M/B, genres and popularity out of 100. What the catalog did not say is left
 * out rather than shown as zero.
 */
export function LegacyArtistCard({ artist }: { artist: Artist }) {
  const country = countryName(artist.country);
  const followers = artist.followers?.total;
  const genres = artist.genres ?? [];
  return (
    <article
      aria-labelledby="legacy-artist-name"
      className="overflow-hidden rounded-3xl border border-border bg-card/80 shadow-xl shadow-black/30"
    >
      <ArtistPicture imageUrl={primaryArtistImage(artist)} name={artist.name} />
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <div>
          <h2 id="legacy-artist-name" className="text-2xl font-bold tracking-tight break-words">
            {artist.name}
          </h2>
          <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted-foreground">
            {country && (
              <Fact label="Country" icon={<MapPin aria-hidden="true" className="size-4" />}>
                {country}
              </Fact>
            )}
            {typeof followers === 'number' && (
              <Fact label="Followers" icon={<Users aria-hidden="true" className="size-4" />}>
                {`${abbreviateCount(followers)} followers`}
              </Fact>
            )}
            {typeof artist.popularity === 'number' && (
              <Fact label="Popularity" icon={<BarChart3 aria-hidden="true" className="size-4" />}>
                {`${Math.round(artist.popularity)}/100`}
              </Fact>
            )}
          </dl>
        </div>
        {genres.length > 0 && (
          <ul aria-label="Genres" className="flex flex-wrap gap-2">
            {genres.map((genre) => (
              <li
                key={genre}
                className="rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-medium text-violet-200 capitalize"
              >
                {genre}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

function Fact({ label, icon, children }: { label: string; icon: ReactNode; children: string }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt className="flex items-center text-primary">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Spec §8: a picture that fails to load is hidden; the initial on a gradient stands in. */
function ArtistPicture({ imageUrl, name }: { imageUrl: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden bg-linear-to-br from-violet-500/40 via-fuchsia-500/30 to-pink-500/40 sm:aspect-[16/10] lg:aspect-square">
      {imageUrl && !failed ? (
        <img
          src={imageUrl}
          alt={name}
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-full items-center justify-center text-7xl font-bold text-white/80"
        >
          {initial}
        </span>
      )}
      <div className="pointer-events-none absolute inset-x-0 bottom-0 h-1/3 bg-linear-to-t from-card/80 to-transparent" />
    </div>
  );
}
