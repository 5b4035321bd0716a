export { prepareMockups, renderMockups } from './render-mockups.ts';
export { workingCopy } from './design-source.ts';
export type { SceneStore } from './scene-store.ts';
export { MockupInputError } from './errors.ts';
export { PRODUCT_KINDS } from './types.ts';
export type { Mockup, MockupInput, ProductKind } from './types.ts';
