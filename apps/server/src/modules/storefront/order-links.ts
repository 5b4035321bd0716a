// Order pages are reached by a link that carries an unguessable token: an HMAC of the order id,
// so it needs no column and cannot be made up from the id alone.
import { constantTimeEqual, type Signer } from './signer.ts';

export function orderToken(signer: Signer, orderId: string): string {
  return signer.mac('order', orderId);
}

export function orderTokenValid(signer: Signer, orderId: string, token: unknown): boolean {
  return typeof token === 'string' && constantTimeEqual(token, orderToken(signer, orderId));
}
