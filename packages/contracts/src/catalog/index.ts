// Catalog: the artist a musician points Encore at — the lookups of both generations, the artist
// link rules shared by the forms and the server, and how follower counts read.
// The endpoints reach the apps through the registry (../endpoints.ts), not through this index.
export * from './artist.ts';
export * from './validated-profile.ts';
export * from './spotify-url.ts';
export * from './follower-format.ts';
export * from './calls.ts';
