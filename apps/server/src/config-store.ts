// The part of the environment about stores: where storefronts live, how they take payment and
// who prints the orders. Parsed by config.ts with the rest; nothing here reads process.env.
import { z } from 'zod';
import { httpUrl, optionalString } from './config-fields.ts';

export const storeEnvShape = {
  /** Origin + path prefix of storefronts; a store lives at `<PUBLIC_SHOP_URL>/<handle>`. */
  PUBLIC_SHOP_URL: optionalString.pipe(httpUrl('https://shop.encore.example').optional()),
  PAYMENTS: optionalString.pipe(z.enum(['test', 'stripe']).default('test')),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Stripe's API origin; tests point it at a local server that answers like Stripe. */
  STRIPE_API_URL: optionalString.pipe(
    httpUrl('https://api.stripe.com').default('https://api.stripe.com'),
  ),
};

type Vars = z.output<z.ZodObject<typeof storeEnvShape>>;

/** How storefront checkouts are paid: test mode (no money moves) or Stripe Checkout. */
export type PaymentsConfig =
  | { readonly provider: 'test' }
  | {
      readonly provider: 'stripe';
      readonly secretKey: string;
      readonly webhookSecret: string;
      readonly apiUrl: string;
    };

export interface StoreConfig {
  /** Without a trailing slash; stores live at `<shopUrl>/<handle>`. */
  readonly shopUrl: string;
  readonly payments: PaymentsConfig;
}

/** PAYMENTS=stripe needs both Stripe secrets. */
export function refineStore(vars: Vars, ctx: z.RefinementCtx): void {
  if (vars.PAYMENTS !== 'stripe') return;
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
    if (vars[key] === undefined) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'required when PAYMENTS=stripe' });
    }
  }
}

export function storeFrom(vars: Vars, publicUrl: string): StoreConfig {
  const shopUrl = (vars.PUBLIC_SHOP_URL ?? `${publicUrl}/shop`).replace(/\/+$/, '');
  const payments: PaymentsConfig =
    vars.PAYMENTS === 'stripe' &&
    vars.STRIPE_SECRET_KEY !== undefined &&
    vars.STRIPE_WEBHOOK_SECRET !== undefined
      ? {
          provider: 'stripe',
          secretKey: vars.STRIPE_SECRET_KEY,
          webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
          apiUrl: vars.STRIPE_API_URL.replace(/\/+$/, ''),
        }
      : { provider: 'test' };
  return { shopUrl, payments };
}
