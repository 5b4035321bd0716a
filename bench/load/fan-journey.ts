/**
 * A fan at a live store, as a browser without scripts walks it: the home page, a product, add to
 * cart (the product form), the cart, checkout (the address form), the test payment page, pay, and
 * the order's page. Each fan has an address of its own (X-Forwarded-For, the server trusting its
 * proxy as behind a load balancer), so the storefront's per-address checkout limits see many fans,
 * not one, as they would in production.
 */
import { callSignal, type LoadContext } from './client.ts';
import { CallFailed } from './metrics.ts';

const ADDRESS = {
  name: 'Load Fan',
  line1: '1 Main St',
  line2: '',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
};

interface Page {
  status: number;
  body: string;
  location: string | null;
}

/** A browser of one fan: its cookies (the cart, the visitor) and its address. */
function fanBrowser(context: LoadContext, ip: string) {
  const cookies = new Map<string, string>();
  return async function request(
    step: string,
    url: string,
    form?: Record<string, string>,
  ): Promise<Page> {
    const target = new URL(url);
    const headers: Record<string, string> = {
      accept: 'text/html',
      'x-forwarded-for': ip,
    };
    if (cookies.size > 0) {
      headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = target.origin;
    }
    const page = await context.recorder.timed(`shop: ${step}`, async () => {
      const response = await fetch(target, {
        method: form ? 'POST' : 'GET',
        headers,
        body: form ? new URLSearchParams(form).toString() : undefined,
        redirect: 'manual',
        signal: callSignal(context),
      });
      for (const header of response.headers.getSetCookie()) {
        const [pair = ''] = header.split(';');
        const separator = pair.indexOf('=');
        const name = pair.slice(0, separator);
        const value = pair.slice(separator + 1);
        if (value === '' || /max-age=0/i.test(header)) cookies.delete(name);
        else cookies.set(name, value);
      }
      return {
        status: response.status,
        body: await response.text(),
        location: response.headers.get('location'),
      };
    });
    if (page.status >= 400) throw new CallFailed(`shop: ${step}`, page.status);
    return page;
  };
}

function expectRedirect(step: string, page: Page, base: string): string {
  if (page.status < 300 || page.status >= 400 || page.location === null) {
    throw new CallFailed(`shop: ${step}`, page.status, 'expected a redirect');
  }
  return new URL(page.location, base).href;
}

/** The first value of an input named `name` in the page's product form. */
function inputValue(html: string, name: string): string | undefined {
  return new RegExp(`name="${name}"\\s+value="([^"]*)"`).exec(html)?.[1];
}

/** Visits the store and buys one thing in test mode; returns the paid order's id. */
export async function fanJourney(
  context: LoadContext,
  storeUrl: string,
  fanIndex: number,
): Promise<string> {
  const { recorder } = context;
  recorder.counters.fansStarted += 1;
  const ip = `10.${(fanIndex >> 16) & 255}.${(fanIndex >> 8) & 255}.${(fanIndex & 255) + 1}`;
  const request = fanBrowser(context, ip);
  const started = performance.now();

  const home = await request('home', storeUrl);
  const productPath = /href="([^"]*\/products\/[^"]+)"/.exec(home.body)?.[1];
  if (!productPath) throw new CallFailed('shop: home', home.status, 'no product links');
  const productUrl = new URL(productPath.replaceAll('&amp;', '&'), storeUrl).href;
  const product = await request('product', productUrl);
  const productId = inputValue(product.body, 'product');
  const color = /name="color"\s+value="([^"]*)"/.exec(product.body)?.[1];
  const size = /name="size"\s+value="([^"]*)"/.exec(product.body)?.[1] ?? '';
  if (!productId || color === undefined) {
    throw new CallFailed('shop: product', product.status, 'no product form');
  }
  const cartUrl = `${storeUrl}/cart`;
  const added = await request('add to cart', cartUrl, {
    product: productId,
    color: color.replaceAll('&amp;', '&'),
    size,
    quantity: '1',
  });
  await request('cart', expectRedirect('add to cart', added, storeUrl));
  await request('checkout page', `${storeUrl}/checkout`);
  const placed = await request('place order', `${storeUrl}/checkout`, {
    ...ADDRESS,
    email: `fan-${fanIndex}@example.com`,
  });
  const payUrl = expectRedirect('place order', placed, storeUrl);
  const orderId = /\/pay\/([0-9a-f-]{36})/.exec(payUrl)?.[1];
  if (!orderId) throw new CallFailed('shop: place order', placed.status, `sent to ${payUrl}`);
  await request('pay page', payUrl);
  const paid = await request('pay', payUrl, {});
  const order = await request('order page', expectRedirect('pay', paid, storeUrl));
  if (!order.body.includes('Thank you for your order')) {
    throw new CallFailed('shop: order page', order.status, 'no confirmation');
  }
  recorder.writes.paidOrders.add(orderId);
  recorder.counters.fansPaid += 1;
  recorder.journey('fan: home → paid order', performance.now() - started);
  return orderId;
}
