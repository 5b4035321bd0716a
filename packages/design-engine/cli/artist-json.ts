/** Reads `--artist-json <file>`: { artist, tracks, image?: path relative to the file }. */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { ArtistInput, TrackInput } from '../src/index.ts';
import type { ResolvedArtist } from './catalog-adapter.ts';

interface ArtistFile {
  artist?: Partial<ArtistInput>;
  tracks?: (TrackInput | string)[];
  image?: string | null;
}

export async function readArtistJson(file: string): Promise<ResolvedArtist> {
  const parsed = JSON.parse(await readFile(file, 'utf8')) as ArtistFile;
  const artist = parsed.artist;
  if (!artist || typeof artist.id !== 'string' || typeof artist.name !== 'string') {
    throw new Error(`${file}: "artist" needs at least "id" and "name"`);
  }
  const tracks = (parsed.tracks ?? []).map((t) =>
    typeof t === 'string' ? { name: t } : { name: String(t.name) },
  );
  const image = parsed.image ? await readFile(resolve(dirname(file), parsed.image)) : null;
  return {
    artist: {
      id: artist.id,
      name: artist.name,
      genres: Array.isArray(artist.genres) ? artist.genres.map(String) : [],
      country: typeof artist.country === 'string' ? artist.country : null,
    },
    tracks,
    image,
  };
}
