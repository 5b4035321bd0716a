export * from './core/index.ts';
export * from './accounts/index.ts';
export * from './catalog/index.ts';
export * from './admission/index.ts';
export * from './stores/index.ts';
export * from './designs/index.ts';

export * from './entities/analytics.ts';

export * from './endpoints.ts';
