import { formatFollowers, type ValidatedProfile } from '@encore/contracts';
import { ExternalLink, MapPin, Users } from 'lucide-react';
import { useState } from 'react';
import { buttonClassName } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { countryName } from '../../../lib/format-country';

/**
 * The validated artist (spec §2.7 Confirm): picture, name, followers (§5 display; no line when
 * the source did not say), country by name, genres as chips, and a link to the Spotify page.
 */
export function ArtistCard({ artist }: { artist: ValidatedProfile }) {
  const country = countryName(artist.country);
  const followers = artist.followers;
  return (
    <article
      aria-labelledby="artist-name"
      className="overflow-hidden rounded-3xl border border-border bg-card/80 shadow-xl shadow-black/30"
    >
      <ArtistImage imageUrl={artist.imageUrl} name={artist.artistName} />
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <div>
          <h2 id="artist-name" className="text-2xl font-bold tracking-tight break-words">
            {artist.artistName}
          </h2>
          <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted-foreground">
            {typeof followers === 'number' && (
              <div className="flex items-center gap-1.5">
                <dt className="sr-only">Followers</dt>
                <Users aria-hidden="true" className="size-4 text-primary" />
                <dd>{formatFollowers(followers)}</dd>
              </div>
            )}
            {country && (
              <div className="flex items-center gap-1.5">
                <dt className="sr-only">Country</dt>
                <MapPin aria-hidden="true" className="size-4 text-primary" />
                <dd>{country}</dd>
              </div>
            )}
          </dl>
        </div>
        {artist.genres.length > 0 && (
          <ul aria-label="Genres" className="flex flex-wrap gap-2">
            {artist.genres.map((genre) => (
              <li
                key={genre}
                className="rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-medium text-violet-200 capitalize"
              >
                {genre}
              </li>
            ))}
          </ul>
        )}
        <a
          href={artist.spotifyUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonClassName('outline', 'md'), 'w-full sm:w-auto sm:self-start')}
        >
          <ExternalLink aria-hidden="true" />
          Open in Spotify
        </a>
      </div>
    </article>
  );
}

/** Spec §8: a picture that fails to load is hidden; the initial on a gradient stands in. */
function ArtistImage({ imageUrl, name }: { imageUrl: string | null; name: string }) {
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
