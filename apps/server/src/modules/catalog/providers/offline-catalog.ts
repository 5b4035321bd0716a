// The embedded music catalog: the demo catalog's 48 fictional artists, complete with followers, popularity, country,
// genres, ten tracks each and a generated picture. The default, so a fresh installation works
// without any Spotify credentials.
import { spotifyArtistUrl } from '@encore/contracts';
import { findDemoArtist } from '@encore/demo-catalog';
import { createArtistImageStore, type ArtistImageStore } from '../art/artist-image-store.ts';
import type { CatalogArtist, CatalogTrack, MusicCatalog } from '../types.ts';

/** Where the image route serves an artist's picture. */
export function catalogImagePath(spotifyId: string): string {
  return `/catalog/images/${spotifyId}.jpg`;
}

export interface OfflineCatalogOptions {
  /** Origin the product is reached at, without a trailing slash; prefixes the picture URLs. */
  publicUrl: string;
  /** Renders the pictures (getArtistImage); one is made when not given. */
  images?: ArtistImageStore;
}

export function createOfflineCatalog(options: OfflineCatalogOptions): MusicCatalog {
  const origin = options.publicUrl.replace(/\/+$/, '');
  const images = options.images ?? createArtistImageStore();
  const imageUrl = (id: string) => `${origin}${catalogImagePath(id)}`;

  return {
    getArtist(spotifyId) {
      const artist = findDemoArtist(spotifyId);
      if (!artist) return Promise.resolve(null);
      const result: CatalogArtist = {
        id: artist.id,
        name: artist.name,
        followers: artist.followers,
        popularity: artist.popularity,
        genres: [...artist.genres],
        country: artist.country,
        spotifyUrl: spotifyArtistUrl(artist.id),
        imageUrl: imageUrl(artist.id),
        missing: [],
      };
      return Promise.resolve(result);
    },

    getTopTracks(spotifyId) {
      const artist = findDemoArtist(spotifyId);
      if (!artist) return Promise.resolve([]);
      // No album data here: the artist picture stands in for the album art.
      const tracks: CatalogTrack[] = artist.tracks.map((name) => ({
        name,
        albumImageUrl: imageUrl(artist.id),
      }));
      return Promise.resolve(tracks);
    },

    getArtistImage(spotifyId) {
      // The same picture the image route serves at imageUrl, rendered here rather than fetched.
      return images.get(spotifyId);
    },
  };
}
