/**
 * Resolves `--artist <id or Spotify link>` through the demo catalog (the artists the server's
 * offline catalog serves). Only the CLI uses it; the engine itself knows no catalog.
 */
import { demoArtists, findDemoArtist, renderArtistImage } from '@encore/demo-catalog';
import type { ArtistInput, TrackInput } from '../src/index.ts';

export interface ResolvedArtist {
  artist: ArtistInput;
  tracks: TrackInput[];
  image: Buffer | null;
}

/** "https://open.spotify.com/artist/<id>?si=…", "spotify:artist:<id>" or a bare id → the id. */
export function artistIdFrom(reference: string): string {
  const trimmed = reference.trim();
  const link = /artist[/:]([A-Za-z0-9]{22})/.exec(trimmed);
  return link?.[1] ?? trimmed;
}

export function catalogArtistIds(): string[] {
  return demoArtists.map((a) => a.id);
}

export async function resolveCatalogArtist(reference: string): Promise<ResolvedArtist> {
  const id = artistIdFrom(reference);
  const found = findDemoArtist(id);
  if (!found) {
    throw new Error(
      `no artist "${id}" in the demo catalog (${demoArtists.length} artists; try one of ${demoArtists
        .slice(0, 3)
        .map((a) => a.id)
        .join(', ')})`,
    );
  }
  return {
    artist: { id: found.id, name: found.name, genres: [...found.genres], country: found.country },
    tracks: found.tracks.map((name) => ({ name })),
    image: await renderArtistImage(found),
  };
}
