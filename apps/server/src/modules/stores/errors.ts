// What the stores service refuses, each with the message the artist reads; the route layer turns
// them into 400/409 responses.

/** A chosen design is not one of the user's ready designs (a 400 naming selectedDesigns). */
export class InvalidSelectionError extends Error {
  override readonly name = 'InvalidSelectionError';
  readonly field = 'selectedDesigns';
}

/** The store is live already: launching again would make a second one. */
export class StoreAlreadyLiveError extends Error {
  override readonly name = 'StoreAlreadyLiveError';
  constructor() {
    super('Your store is already live. Manage it from your store settings.');
  }
}

/** Settings asked of a store that does not exist yet or is still being built. */
export class StoreNotReadyError extends Error {
  override readonly name = 'StoreNotReadyError';
  constructor(readonly state: 'pre-store' | 'processing') {
    super(
      state === 'processing'
        ? 'Your store is still being built. You can change its settings once it is ready.'
        : 'You have no store yet. Choose your designs and launch your store first.',
    );
  }
}
