/** A caller passed something the mockup renderer cannot use; the message names the field. */
export class MockupInputError extends Error {
  override readonly name = 'MockupInputError';
}
