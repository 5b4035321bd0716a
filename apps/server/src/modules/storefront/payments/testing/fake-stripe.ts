// A local HTTP server that answers like Stripe's Checkout Sessions API (create and retrieve), for
// tests: never a live call. It records what it was sent and can play Stripe's part in a payment:
// marking a session paid and sending the signed webhook.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { stripeSignatureHeader } from '../stripe-signature.ts';

export interface FakeStripeSession {
  id: string;
  url: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
  /** What a retrieval says: 'unpaid' until paySession. */
  paymentStatus: string;
  /** What a retrieval gives as amount_total: the session's total unless paySession changed it. */
  amountTotal: number;
}

export interface FakeStripe {
  /** Put this in STRIPE_API_URL. */
  readonly url: string;
  readonly sessions: FakeStripeSession[];
  /** Requests the fake does not know: a test should expect none. */
  readonly unhandled: string[];
  /** Answer the next request with this status and Stripe-shaped error instead. */
  failNextWith(status: number, message: string): void;
  /** The shopper paid (as far as retrieving the session says; no webhook is sent). */
  paySession(session: FakeStripeSession, overrides?: { amountTotal?: number }): void;
  /** Session ids retrieved with GET, in order. */
  readonly retrievals: string[];
  /** The `checkout.session.completed` event Stripe would send for a session. */
  completedEvent(session: FakeStripeSession, overrides?: { paymentStatus?: string }): string;
  /** POSTs an event to a webhook URL signed with `secret`, as Stripe does. */
  sendWebhook(webhookUrl: string, payload: string, secret: string): Promise<Response>;
  close(): Promise<void>;
}

/** The session's total as Stripe computes it: line items plus the shipping option. */
function amountOf(form: URLSearchParams): number {
  let amount = 0;
  for (let index = 0; form.has(`line_items[${index}][quantity]`); index += 1) {
    amount +=
      Number(form.get(`line_items[${index}][quantity]`)) *
      Number(form.get(`line_items[${index}][price_data][unit_amount]`));
  }
  return amount + Number(form.get('shipping_options[0][shipping_rate_data][fixed_amount][amount]'));
}

/** The Checkout Session object Stripe answers with. */
function sessionJson(session: FakeStripeSession) {
  const form = session.form;
  return {
    id: session.id,
    object: 'checkout.session',
    url: session.url,
    mode: form.get('mode'),
    amount_total: session.amountTotal,
    customer_email: form.get('customer_email'),
    client_reference_id: form.get('client_reference_id'),
    metadata: { orderId: form.get('metadata[orderId]') },
    payment_status: session.paymentStatus,
    status: session.paymentStatus === 'unpaid' ? 'open' : 'complete',
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(expectedSecretKey: string): Promise<FakeStripe> {
  const sessions: FakeStripeSession[] = [];
  const unhandled: string[] = [];
  const retrievals: string[] = [];
  let failure: { status: number; message: string } | null = null;
  let base = '';

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      const retrieve = /^\/v1\/checkout\/sessions\/([^/?]+)$/.exec(request.url ?? '');
      const create = request.method === 'POST' && request.url === '/v1/checkout/sessions';
      if (!create && !(request.method === 'GET' && retrieve)) {
        unhandled.push(`${request.method} ${request.url}`);
        return send(404, { error: { message: 'Unrecognized request URL' } });
      }
      if (request.headers.authorization !== `Bearer ${expectedSecretKey}`) {
        return send(401, { error: { message: 'Invalid API Key provided' } });
      }
      if (failure) {
        const { status, message } = failure;
        failure = null;
        return send(status, { error: { message, type: 'api_error' } });
      }
      if (retrieve) {
        const id = decodeURIComponent(retrieve[1] ?? '');
        retrievals.push(id);
        const found = sessions.find((s) => s.id === id);
        if (!found) {
          return send(404, { error: { message: `No such checkout.session: '${id}'` } });
        }
        return send(200, sessionJson(found));
      }
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      const again = sessions.find((s) => idempotencyKey && s.idempotencyKey === idempotencyKey);
      if (again) return send(200, sessionJson(again));
      const id = `cs_test_${sessions.length + 1}${Date.now().toString(36)}`;
      const form = new URLSearchParams(body);
      const session: FakeStripeSession = {
        id,
        url: `${base}/c/pay/${id}`,
        form,
        idempotencyKey,
        paymentStatus: 'unpaid',
        amountTotal: amountOf(form),
      };
      sessions.push(session);
      send(200, sessionJson(session));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url: base,
    sessions,
    unhandled,
    retrievals,
    failNextWith(status, message) {
      failure = { status, message };
    },
    paySession(session, overrides = {}) {
      session.paymentStatus = 'paid';
      if (overrides.amountTotal !== undefined) session.amountTotal = overrides.amountTotal;
    },
    completedEvent(session, overrides = {}) {
      const form = session.form;
      return JSON.stringify({
        id: `evt_${session.id}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: session.id,
            object: 'checkout.session',
            amount_total: amountOf(form),
            client_reference_id: form.get('client_reference_id'),
            metadata: { orderId: form.get('metadata[orderId]') },
            payment_status: overrides.paymentStatus ?? 'paid',
            status: 'complete',
          },
        },
      });
    },
    sendWebhook(webhookUrl, payload, secret) {
      return fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripeSignatureHeader(payload, secret),
        },
        body: payload,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
