// The music catalog module: what the rest of the server may use.
export type {
  CatalogArtist,
  CatalogArtistField,
  CatalogLogger,
  CatalogTrack,
  MusicCatalog,
} from './types.ts';
export { catalogArtistFields } from './types.ts';
export {
  ArtistNotFoundError,
  CatalogError,
  CatalogUnavailableError,
  InvalidArtistUrlError,
} from './errors.ts';
export { createCatalog, type CatalogOptions, type SpotifyCredentials } from './create-catalog.ts';
export {
  findArtistByUrl,
  lookupArtistByUrl,
  toArtist,
  toValidatedProfile,
  type UrlRules,
  type ValidatedProfileDraft,
} from './service.ts';
export { catalogImageRoutes, type CatalogImageRoutesOptions } from './image-routes.ts';
export { createArtistImageStore, type ArtistImageStore } from './art/artist-image-store.ts';
export { catalogImagePath } from './providers/offline-catalog.ts';
export { demoArtistLinks, type DemoArtistLink } from './demo-links.ts';
export { catalogCalls } from './calls/catalog-calls.ts';
