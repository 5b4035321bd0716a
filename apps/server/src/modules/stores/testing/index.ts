// What tests elsewhere may use of the stores domain: a kit that signs artists in with ready designs
// and launches their stores over real HTTP.
export { storeKit } from './store-kit.ts';
