// Stripe's webhook signature: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
// "<t>.<raw body>" with the endpoint's signing secret>` (several v1 while a secret rolls).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PaymentWebhookError } from './payment-provider.ts';

/** How old a signed notice may be before it is refused as a replay. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: string, payload: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`, 'utf8').update(payload).digest('hex');
}

/** The header Stripe would send for `payload` (used by tests and the fake Stripe server). */
export function stripeSignatureHeader(
  payload: Buffer | string,
  secret: string,
  timestampSeconds = Math.floor(Date.now() / 1000),
): string {
  const timestamp = String(timestampSeconds);
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, payload)}`;
}

/** Throws PaymentWebhookError unless `header` signs `payload` with `secret`, recently enough. */
export function verifyStripeSignature(
  payload: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): void {
  if (!header) throw new PaymentWebhookError('Missing Stripe-Signature header.');
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value !== undefined) timestamp = value;
    if (key === 'v1' && value !== undefined) signatures.push(value);
  }
  if (timestamp === undefined || !/^\d+$/.test(timestamp) || signatures.length === 0) {
    throw new PaymentWebhookError('Malformed Stripe-Signature header.');
  }
  if (Math.abs(nowSeconds - Number(timestamp)) > STRIPE_SIGNATURE_TOLERANCE_SECONDS) {
    throw new PaymentWebhookError('Stripe-Signature timestamp is outside the tolerance.');
  }
  const expected = Buffer.from(hmacHex(secret, timestamp, payload), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new PaymentWebhookError('Stripe-Signature does not match.');
}
