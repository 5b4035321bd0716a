import { describe, expect, it } from 'vitest';
import { PaymentWebhookError } from './payment-provider.ts';
import { stripeSignatureHeader, verifyStripeSignature } from './stripe-signature.ts';

const secret = 'whsec_test_secret';
const payload = Buffer.from('{"type":"checkout.session.completed"}');
const now = 1_750_000_000;

describe('Stripe webhook signatures', () => {
  it('accepts a signature made with the secret, within the tolerance', () => {
    const header = stripeSignatureHeader(payload, secret, now - 200);
    expect(() => verifyStripeSignature(payload, header, secret, now)).not.toThrow();
  });

  it('matches the documented scheme: hex HMAC-SHA256 of "<t>.<payload>"', () => {
    // Computed independently: echo -n '1750000000.{}' | openssl dgst -sha256 -hmac whsec_test_secret
    const header = stripeSignatureHeader('{}', secret, now);
    expect(header).toBe(
      't=1750000000,v1=724a6568482dadaf7a5f693eda34cde452615b1397de3512115f0f3af3d7eb93',
    );
    expect(() =>
      verifyStripeSignature(
        Buffer.from('{}'),
        `t=${now},v1=00,${header.split(',')[1]}`,
        secret,
        now,
      ),
    ).not.toThrow();
  });

  it('refuses a wrong secret, a changed payload, an old timestamp and malformed headers', () => {
    const header = stripeSignatureHeader(payload, secret, now);
    const refused = (body: Buffer, value: string | undefined, at = now) =>
      expect(() => verifyStripeSignature(body, value, secret, at)).toThrow(PaymentWebhookError);
    refused(payload, stripeSignatureHeader(payload, 'whsec_other', now));
    refused(Buffer.from('{"type":"x"}'), header);
    refused(payload, header, now + 301);
    refused(payload, undefined);
    refused(payload, 'v1=abc');
    refused(payload, `t=${now}`);
    refused(payload, `t=soon,v1=${'0'.repeat(64)}`);
  });
});
