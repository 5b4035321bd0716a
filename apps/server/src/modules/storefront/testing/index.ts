// What tests and benchmarks elsewhere may use of the storefront domain: a seeded live store.
export * from './seed-store.ts';
