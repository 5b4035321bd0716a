// Checkout with PAYMENTS=stripe against a local server that answers like Stripe (never a live
// call): the Checkout Session's form, the redirect, the signed webhook marking the order paid
// once, refused signatures, Stripe being down, and the order page asking Stripe itself when the
// webhook is late (and no longer reloading itself after two minutes).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fulfilments, orders } from '../../db/schema/index.ts';
import { createTestBrowser, type TestBrowser } from '../../testing/browser.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { startFakeStripe, type FakeStripe } from './payments/testing/fake-stripe.ts';
import { seedStore, type SeededStore } from './testing/seed-store.ts';

const SECRET_KEY = 'sk_test_encore';
const WEBHOOK_SECRET = 'whsec_encore_test';

let stripe: FakeStripe;
let server: TestApp;
let seeded: SeededStore;
let home: string;
let webhookUrl: string;

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  server = await createTestApp(
    {
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
    { workers: false },
  );
  seeded = await seedStore({ db: server.database.db, storage: server.services.storage });
  home = `/shop/${seeded.store.handle}`;
  webhookUrl = `${server.baseUrl}/shop/stripe/webhook`;
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

const address = {
  email: 'Fan@Example.com',
  name: 'Ada Fan',
  line1: '1 Main St',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
};

async function checkout(browser: TestBrowser) {
  const hoodie = seeded.byKind.hoodie;
  await browser.request(`${server.baseUrl}${home}/cart`, {
    method: 'POST',
    form: { product: hoodie?.id ?? '', size: 'M', color: 'Black', quantity: '1' },
  });
  return browser.request(`${server.baseUrl}${home}/checkout`, { method: 'POST', form: address });
}

const orderRow = async (id: string) =>
  (await server.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const fulfilmentsOf = (orderId: string) =>
  server.database.db.select().from(fulfilments).where(eq(fulfilments.orderId, orderId));

describe('Stripe Checkout', () => {
  it('creates a Checkout Session, redirects to it, and is paid once by the signed webhook', async () => {
    const browser = createTestBrowser(server.baseUrl);
    const started = await checkout(browser);
    // Chrome applies form-action to the redirect after the checkout form's post.
    const page = await browser.request(`${server.baseUrl}${home}/checkout`);
    expect(page.response.headers.get('content-security-policy')).toContain(
      "form-action 'self' https://checkout.stripe.com",
    );
    expect(started.response.status).toBe(303);
    const session = stripe.sessions.at(-1);
    if (!session) throw new Error('no session created');
    expect(started.response.headers.get('location')).toBe(session.url);

    const form = session.form;
    const orderId = form.get('metadata[orderId]') ?? '';
    expect(form.get('mode')).toBe('payment');
    expect(form.get('customer_email')).toBe('fan@example.com');
    expect(form.get('client_reference_id')).toBe(orderId);
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('5500');
    expect(form.get('line_items[0][price_data][product_data][name]')).toContain('Hoodie');
    expect(form.get('shipping_options[0][shipping_rate_data][fixed_amount][amount]')).toBe('599');
    expect(form.get('success_url')).toMatch(
      new RegExp(`^${server.baseUrl}${home}/orders/${orderId}\\?token=`),
    );
    expect(form.get('cancel_url')).toBe(`${server.baseUrl}${home}/cart`);
    expect(session.idempotencyKey).toBe(`encore-checkout-${orderId}`);

    expect(await orderRow(orderId)).toMatchObject({
      status: 'pending',
      paymentProvider: 'stripe',
      paymentRef: session.id,
      isTest: false,
      totalCents: 6099,
    });

    // Back from Stripe before the webhook: the page waits and reloads itself.
    const successUrl = form.get('success_url') ?? '';
    const waiting = await browser.request(successUrl);
    expect(waiting.body).toContain('Waiting for your payment');
    expect(waiting.body).toContain('http-equiv="refresh"');
    // Test mode's payment page does not exist for a Stripe order.
    const testPay = await fetch(successUrl.replace('/orders/', '/pay/'));
    expect(testPay.status).toBe(404);

    const event = stripe.completedEvent(session);
    const forged = await stripe.sendWebhook(webhookUrl, event, 'whsec_wrong');
    expect(forged.status).toBe(400);
    const unsigned = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: event,
    });
    expect(unsigned.status).toBe(400);
    expect((await orderRow(orderId))?.status).toBe('pending');

    const unpaid = await stripe.sendWebhook(
      webhookUrl,
      stripe.completedEvent(session, { paymentStatus: 'unpaid' }),
      WEBHOOK_SECRET,
    );
    expect(unpaid.status).toBe(200);
    expect((await orderRow(orderId))?.status).toBe('pending');

    const delivered = await stripe.sendWebhook(webhookUrl, event, WEBHOOK_SECRET);
    expect(delivered.status).toBe(200);
    expect(await delivered.json()).toEqual({ received: true, outcome: 'paid' });
    const paid = await orderRow(orderId);
    expect(paid).toMatchObject({ status: 'paid', isTest: false });
    expect(paid?.paidAt).toBeInstanceOf(Date);
    expect(await fulfilmentsOf(orderId)).toEqual([
      expect.objectContaining({ status: 'queued', provider: 'queue' }),
    ]);

    // Stripe retries: the replay is acknowledged and changes nothing.
    const replays = await Promise.all([
      stripe.sendWebhook(webhookUrl, event, WEBHOOK_SECRET),
      stripe.sendWebhook(webhookUrl, event, WEBHOOK_SECRET),
    ]);
    expect(replays.map((response) => response.status)).toEqual([200, 200]);
    expect(await fulfilmentsOf(orderId)).toHaveLength(1);

    const confirmed = await browser.request(successUrl);
    expect(confirmed.body).toContain('Thank you for your order!');
    expect(confirmed.body).not.toContain('Test order');
    expect(stripe.unhandled).toEqual([]);
  });

  it('keeps the shopper on checkout with their values when Stripe is down', async () => {
    const browser = createTestBrowser(server.baseUrl);
    stripe.failNextWith(500, 'Something went wrong on our end');
    const failed = await checkout(browser);
    expect(failed.response.status).toBe(502);
    expect(failed.body).toContain('We couldn&#39;t start the payment');
    expect(failed.body).toContain('value="1 Main St"');
    const retried = await browser.request(`${server.baseUrl}${home}/checkout`, {
      method: 'POST',
      form: address,
    });
    expect(retried.response.status).toBe(303);
  });

  it('refuses a webhook whose amount differs from the order', async () => {
    const browser = createTestBrowser(server.baseUrl);
    await checkout(browser);
    const session = stripe.sessions.at(-1);
    if (!session) throw new Error('no session');
    const event = JSON.parse(stripe.completedEvent(session)) as {
      data: { object: { amount_total: number } };
    };
    event.data.object.amount_total = 1;
    const response = await stripe.sendWebhook(webhookUrl, JSON.stringify(event), WEBHOOK_SECRET);
    expect(await response.json()).toEqual({ received: true, outcome: 'refused' });
    expect((await orderRow(session.form.get('metadata[orderId]') ?? ''))?.status).toBe('pending');
  });

  it('asks Stripe on the order page when the webhook is late, and is paid once', async () => {
    const browser = createTestBrowser(server.baseUrl);
    await checkout(browser);
    const session = stripe.sessions.at(-1);
    if (!session) throw new Error('no session');
    const orderId = session.form.get('metadata[orderId]') ?? '';
    stripe.paySession(session);

    const page = await browser.request(session.form.get('success_url') ?? '');
    expect(page.body).toContain('Thank you for your order!');
    expect(page.body).not.toContain('http-equiv="refresh"');
    expect(stripe.retrievals.filter((id) => id === session.id)).toHaveLength(1);
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', paymentRef: session.id });
    expect(await fulfilmentsOf(orderId)).toHaveLength(1);

    // The webhook that comes after finds the order paid: still one fulfilment.
    const late = await stripe.sendWebhook(
      webhookUrl,
      stripe.completedEvent(session),
      WEBHOOK_SECRET,
    );
    expect(await late.json()).toEqual({ received: true, outcome: 'already-paid' });
    expect(await fulfilmentsOf(orderId)).toHaveLength(1);
    expect(stripe.unhandled).toEqual([]);
  });

  it('stays pending on a wrong amount, and stops reloading after two minutes', async () => {
    const browser = createTestBrowser(server.baseUrl);
    await checkout(browser);
    const session = stripe.sessions.at(-1);
    if (!session) throw new Error('no session');
    const orderId = session.form.get('metadata[orderId]') ?? '';
    stripe.paySession(session, { amountTotal: 1 });
    const threeMinutesAgo = new Date(Date.now() - 3 * 60 * 1000);
    await server.database.db
      .update(orders)
      .set({ createdAt: threeMinutesAgo })
      .where(eq(orders.id, orderId));

    const successUrl = new URL(session.form.get('success_url') ?? '');
    const page = await browser.request(successUrl);
    expect(stripe.retrievals.at(-1)).toBe(session.id);
    expect((await orderRow(orderId))?.status).toBe('pending');
    expect(page.body).toContain('Waiting for your payment');
    expect(page.body).not.toContain('http-equiv="refresh"');
    expect(page.body).toContain(`href="${successUrl.pathname}${successUrl.search}">Refresh</a>`);
  });
});
