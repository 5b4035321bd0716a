// Analytics: the page views every screen reports. Not a workflow call — the server takes batches
// at its own route — so this domain has no endpoints in the registry.
export * from './page-view.ts';
