export * from './core/index.ts';
export * from './accounts/index.ts';
export * from './catalog/index.ts';
export * from './admission/index.ts';
export * from './stores/index.ts';

export * from './entities/design.ts';
export * from './entities/processing.ts';
export * from './entities/analytics.ts';

export * from './calls/designs-response.ts';
export * from './calls/legacy.ts';
export * from './calls/v2.ts';

export * from './endpoints.ts';
