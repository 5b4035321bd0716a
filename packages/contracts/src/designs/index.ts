// Designs: what Encore makes for the artist — the design and its normalization, the progress of
// generation (the processing screens), "Generate another", and the design calls of both
// generations. The endpoints reach the apps through the registry (../endpoints.ts).
export * from './design.ts';
export * from './processing-status.ts';
export * from './designs-response.ts';
export * from './calls.ts';
