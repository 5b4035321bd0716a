// Text hygiene on the storefront (decision 053): every field of every form, and every part of a
// shop URL a visitor can type, with control characters, broken surrogates, repeated keys and huge
// values. Nothing is a 5xx; the checkout answers with its own form and a message by the field.
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { createTestBrowser, type TestBrowser } from '../../testing/browser.ts';
import { CONTROL_CHARACTERS, HUGE_STRING, LONE_SURROGATE } from '../../testing/hostile-values.ts';
import { useTestApp } from '../../testing/use-test-app.ts';
import { CHECKOUT_FIELDS } from './checkout-form.ts';
import { seedStore, type SeededStore } from './testing/seed-store.ts';

const server = useTestApp({ TRUST_PROXY: 'true' }, { workers: false });
let seeded: SeededStore;
let home: string;
let address = 0;

beforeAll(async () => {
  seeded = await seedStore({ db: server.database.db, kinds: ['hoodie'] });
  home = `/shop/${seeded.store.handle}`;
});

const validAddress: Record<string, string> = {
  email: 'fan@example.com',
  name: 'Ada Fan',
  line1: '1 Main St',
  line2: 'Apt 2',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
};

const UNCLEAN = [...CONTROL_CHARACTERS, LONE_SURROGATE];
const hex = (text: string) => `U+${(text.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`;

/** A browser with a hoodie in its cart, from an address of its own (the checkout is rate-limited). */
async function shopperWithCart(): Promise<TestBrowser> {
  const browser = createTestBrowser(server.baseUrl);
  const added = await browser.request(`${server.baseUrl}${home}/cart`, {
    method: 'POST',
    form: { product: seeded.byKind.hoodie?.id ?? '', size: 'M', color: 'Black', quantity: '1' },
  });
  expect(added.response.status).toBe(200);
  return browser;
}

/** A form post, raw: the body as given, so that it can hold what URLSearchParams would not send. */
async function postRaw(
  path: string,
  body: string,
  contentType = 'application/x-www-form-urlencoded',
  cookie = '',
) {
  address += 1;
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': contentType,
      'x-forwarded-for': `10.9.${address >> 8}.${address & 255}`,
      ...(cookie ? { cookie } : {}),
    },
    body,
  });
  return { status: response.status, body: await response.text() };
}

describe('checkout with a null byte (issue 14, F5)', () => {
  it('answers the checkout form with a message by the field, and places no order', async () => {
    const browser = await shopperWithCart();
    for (const field of ['name', 'line1'] as const) {
      const page = await browser.request(`${server.baseUrl}${home}/checkout`, {
        method: 'POST',
        form: { ...validAddress, [field]: `${validAddress[field]}\u0000` },
      });
      expect(page.response.status, field).toBe(422);
      expect(page.body).toContain(
        field === 'name'
          ? 'Your full name had characters we can&#39;t use. We took them out: please check it.'
          : 'Your street address had characters we can&#39;t use. We took them out: please check it.',
      );
      // Shown again cleaned, so sending the form again is the fix.
      expect(page.body).toContain(`value="${validAddress[field]}"`);
    }
    expect(await server.database.db.select().from(orders)).toHaveLength(0);
    const again = await browser.request(`${server.baseUrl}${home}/checkout`, {
      method: 'POST',
      form: validAddress,
    });
    expect(again.url.pathname).toMatch(/\/pay\//);
  });
});

describe('every field of every storefront form', () => {
  it('checkout: each field with each unclean character is the form again (422), as a form or JSON', async () => {
    const browser = await shopperWithCart();
    const cookie = `encore_cart=${browser.cookie('encore_cart') ?? ''}`;
    const ordersBefore = (await server.database.db.select().from(orders)).length;
    const failures: string[] = [];
    for (const field of CHECKOUT_FIELDS) {
      for (const char of UNCLEAN) {
        const values = { ...validAddress, [field]: `${validAddress[field]}${char}x` };
        const json = await postRaw(
          `${home}/checkout`,
          JSON.stringify(values),
          'application/json',
          cookie,
        );
        // URLSearchParams would send a lone surrogate as U+FFFD: its raw UTF-8 goes instead.
        const form =
          char === LONE_SURROGATE
            ? new URLSearchParams(validAddress).toString().replace('US', 'US%ED%A0%80')
            : new URLSearchParams(values).toString();
        const posted = await postRaw(`${home}/checkout`, form, undefined, cookie);
        for (const [kind, answer] of [
          ['json', json],
          ['form', posted],
        ] as const) {
          if (answer.status >= 500 || (kind === 'json' && answer.status !== 422)) {
            failures.push(`${kind} ${field} ${hex(char)}: ${answer.status}`);
          }
        }
        if (json.status === 422 && !json.body.includes('characters we can&#39;t use')) {
          failures.push(`json ${field} ${hex(char)}: no message`);
        }
      }
      for (const form of [
        `${field}=a&${field}=b`,
        `${field}=${HUGE_STRING.slice(0, 15_000)}`,
        `${field}=${HUGE_STRING}`,
      ]) {
        const answer = await postRaw(`${home}/checkout`, form, undefined, cookie);
        if (answer.status >= 500) failures.push(`${field} ${form.slice(0, 30)}: ${answer.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await server.database.db.select().from(orders)).toHaveLength(ordersBefore);
  });

  it('cart, cart update and store password: nothing is a 5xx', async () => {
    const privateStore = await seedStore({
      db: server.database.db,
      kinds: ['tee'],
      store: { isPrivate: true },
    });
    const forms: [string, Record<string, string>][] = [
      [
        `${home}/cart`,
        { product: seeded.byKind.hoodie?.id ?? '', size: 'M', color: 'Black', quantity: '1' },
      ],
      [
        `${home}/cart/update`,
        { line: `${seeded.byKind.hoodie?.id ?? ''}:m-black`, quantity: '2', action: 'update' },
      ],
      [`/shop/${privateStore.store.handle}/password`, { password: 'backstage', next: '/' }],
    ];
    const failures: string[] = [];
    for (const [path, valid] of forms) {
      for (const field of Object.keys(valid)) {
        const variants = [
          ...UNCLEAN.map((char) => JSON.stringify({ ...valid, [field]: `${valid[field]}${char}` })),
          JSON.stringify({ ...valid, [field]: ['a', 'b'] }),
          JSON.stringify({ ...valid, [field]: { nested: '\u0000' } }),
        ];
        for (const body of variants) {
          const answer = await postRaw(path, body, 'application/json');
          if (answer.status >= 500) failures.push(`${path} ${field}: ${answer.status}`);
        }
        for (const char of ['%00', '%07', '%1B', '%7F', '%C2%85', '%ED%A0%80']) {
          const form = `${new URLSearchParams(valid).toString()}&${field}=x${char}`;
          const answer = await postRaw(path, form);
          if (answer.status >= 500) failures.push(`${path} ${field} ${char}: ${answer.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('every part of a shop URL', () => {
  it('with control characters, broken UTF-8 or huge values is never a 5xx', async () => {
    const hoodie = seeded.byKind.hoodie?.handle ?? '';
    const id = '00000000-0000-4000-8000-000000000000';
    const templates = [
      (x: string) => `/shop/${x}`,
      (x: string) => `/shop/${x}/cart`,
      (x: string) => `/shop/${x}/checkout`,
      (x: string) => `/shop/${x}/password?next=${x}`,
      (x: string) => `${home}/products/${x}`,
      (x: string) => `${home}/products/${hoodie}?x=${x}`,
      (x: string) => `${home}/cart?added=${x}`,
      (x: string) => `${home}/orders/${x}?token=${x}`,
      (x: string) => `${home}/orders/${id}?token=${x}`,
      (x: string) => `${home}/pay/${x}`,
      (x: string) => `${home}/media/${x}`,
      (x: string) => `${home}/password?next=${x}`,
      (x: string) => `${home}/${x}`,
    ];
    const pieces = [
      'a%00b',
      '%07',
      '%1B%5B31m',
      '%7F',
      '%C2%85',
      '%ED%A0%80',
      '%FF',
      'x'.repeat(8000),
    ];
    const failures: string[] = [];
    for (const template of templates) {
      for (const piece of pieces) {
        const path = template(piece);
        const response = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`${path.slice(0, 80)}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
    // Refused before the database, with the storefront's own page rather than JSON.
    const refused = await fetch(`${server.baseUrl}/shop/a%00b/checkout`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toContain('text/html');
    expect(await refused.text()).toContain('Something was off');
  });
});
