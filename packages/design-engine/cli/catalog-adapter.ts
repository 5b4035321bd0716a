/**
 * Resolves `--artist <id or Spotify link>` through the server's embedded (offline) catalog data.
 * Only this CLI adapter reaches into the server; the design-engine package itself never does.
 */
import { offlineArtists } from '../../../apps/server/src/modules/catalog/providers/offline-data/index.ts';
import { renderArtistImage } from '../../../apps/server/src/modules/catalog/art/artist-image.ts';
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
  return offlineArtists.map((a) => a.id);
}

export async function resolveCatalogArtist(reference: string): Promise<ResolvedArtist> {
  const id = artistIdFrom(reference);
  const found = offlineArtists.find((a) => a.id === id);
  if (!found) {
    throw new Error(
      `no artist "${id}" in the offline catalog (${offlineArtists.length} artists; try one of ${offlineArtists
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
