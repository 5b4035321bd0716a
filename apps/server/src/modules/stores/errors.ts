// What the stores service refuses, each with the message the artist reads and the 400/409 it is
// answered with.
import { DomainError } from '../../shared/domain-error.ts';

/** A chosen design is not one of the user's ready designs (a 400 naming selectedDesigns). */
export class InvalidSelectionError extends DomainError {
  override readonly name = 'InvalidSelectionError';
  constructor(message: string) {
    super(400, 'invalid_request', message, { field: 'selectedDesigns' });
  }
}

/** The store is live already: launching again would make a second one. */
export class StoreAlreadyLiveError extends DomainError {
  override readonly name = 'StoreAlreadyLiveError';
  constructor() {
    super(409, 'store_exists', 'Your store is already live. Manage it from your store settings.');
  }
}

/** Settings asked of a store that does not exist yet or is still being built. */
export class StoreNotReadyError extends DomainError {
  override readonly name = 'StoreNotReadyError';
  constructor(readonly state: 'pre-store' | 'processing') {
    super(
      409,
      state === 'processing' ? 'store_building' : 'no_store',
      state === 'processing'
        ? 'Your store is still being built. You can change its settings once it is ready.'
        : 'You have no store yet. Choose your designs and launch your store first.',
    );
  }
}
