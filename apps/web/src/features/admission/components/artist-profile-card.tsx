import { useId, useState, type ReactNode } from 'react';

/** One line under the artist's name: an icon, a label for screen readers and the value. */
export interface ArtistFact {
  label: string;
  icon: ReactNode;
  value: string;
}

interface ArtistProfileCardProps {
  name: string;
  imageUrl: string | null;
  /** In the order the screen shows them; a fact the source did not give is left out by the caller. */
  facts: ArtistFact[];
  genres: string[];
  /** What follows the genres (the v2 card's link to Spotify). */
  children?: ReactNode;
}

/**
 * The artist card both onboarding screens show (spec §2.2 legacy, §2.7 v2): picture, name, facts,
 * genres as chips. The screens differ only in which facts they show and how they write them.
 */
export function ArtistProfileCard({
  name,
  imageUrl,
  facts,
  genres,
  children,
}: ArtistProfileCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-3xl border border-border bg-card/80 shadow-xl shadow-black/30"
    >
      <ArtistPicture imageUrl={imageUrl} name={name} />
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <div>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight break-words">
            {name}
          </h2>
          <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted-foreground">
            {facts.map((fact) => (
              <div key={fact.label} className="flex items-center gap-1.5">
                <dt className="flex items-center text-primary">
                  {fact.icon}
                  <span className="sr-only">{fact.label}</span>
                </dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
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
        {children}
      </div>
    </article>
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
