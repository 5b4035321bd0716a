// The checkout form: email and shipping address, validated on the server with messages a shopper
// understands, field by field, so the page can show them beside the inputs it re-renders.
import { z } from 'zod';
import { textProblem } from '@encore/contracts';
import type { ShippingAddressJson } from '../../db/schema/index.ts';
import { isShippingCountry } from './countries.ts';

export const CHECKOUT_FIELDS = [
  'email',
  'name',
  'line1',
  'line2',
  'city',
  'region',
  'postalCode',
  'country',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** How the messages name each field. */
const LABELS: Record<CheckoutField, string> = {
  email: 'email address',
  name: 'full name',
  line1: 'street address',
  line2: 'apartment or suite',
  city: 'city',
  region: 'state or region',
  postalCode: 'postal code',
  country: 'country',
};

/** What the shopper typed, as typed (trimmed): what the page shows again after an error. */
export type CheckoutValues = Record<CheckoutField, string>;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

const required = (label: string, max: number) =>
  z
    .string()
    .min(1, `Enter your ${label}.`)
    .max(max, `Your ${label} is too long (at most ${max} characters).`);
const optional = (label: string, max: number) =>
  z.string().max(max, `Your ${label} is too long (at most ${max} characters).`);

const checkoutSchema = z.object({
  email: z
    .string()
    .min(1, 'Enter your email address.')
    .max(254, 'Your email address is too long.')
    .pipe(z.email('Enter a valid email address, like name@example.com.')),
  name: required('full name', 100),
  line1: required('street address', 200),
  line2: optional('apartment or suite', 200),
  city: required('city', 100),
  region: optional('state or region', 100),
  postalCode: required('postal code', 20).regex(
    /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
    'Enter a valid postal code.',
  ),
  country: z.string().refine(isShippingCountry, 'Choose a country we ship to.'),
});

export const emptyCheckoutValues = (): CheckoutValues => ({
  email: '',
  name: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'US',
});

/** Reads the posted form into trimmed strings; anything missing or not a string is ''. */
export function readCheckoutValues(body: unknown): CheckoutValues {
  const values = emptyCheckoutValues();
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  for (const field of CHECKOUT_FIELDS) {
    const value = record[field];
    values[field] = typeof value === 'string' ? value.trim().slice(0, 500) : '';
  }
  values.country = values.country.toUpperCase();
  return values;
}

export type CheckoutResult =
  | { ok: true; email: string; address: ShippingAddressJson }
  /** `values`: what the page shows again, without the characters it could not use. */
  | { ok: false; errors: CheckoutErrors; values: CheckoutValues };

// Control characters and broken surrogates (decision 053): a NUL made the order's insert fail
// (a 500); none of them belongs in an address. They are refused with the field's message and
// taken out of what the page shows again, so sending the form once more is the fix.
const UNCLEAN = /\p{Cc}|[\uD800-\uDFFF]/gu;

function cleanValues(values: CheckoutValues): { values: CheckoutValues; errors: CheckoutErrors } {
  const cleaned = { ...values };
  const errors: CheckoutErrors = {};
  for (const field of CHECKOUT_FIELDS) {
    if (textProblem(values[field]) === null) continue;
    // With the u flag a lone surrogate is one code point of its own, so only those go.
    cleaned[field] = values[field].replace(UNCLEAN, '');
    errors[field] =
      `Your ${LABELS[field]} had characters we can't use. We took them out: please check it.`;
  }
  return { values: cleaned, errors };
}

export function validateCheckout(typed: CheckoutValues): CheckoutResult {
  const { values, errors: unclean } = cleanValues(typed);
  const result = checkoutSchema.safeParse(values);
  if (!result.success || Object.keys(unclean).length > 0) {
    const errors: CheckoutErrors = { ...unclean };
    for (const issue of result.error?.issues ?? []) {
      const field = issue.path[0];
      if (typeof field === 'string' && (CHECKOUT_FIELDS as readonly string[]).includes(field)) {
        errors[field as CheckoutField] ??= issue.message;
      }
    }
    return { ok: false, errors, values };
  }
  const data = result.data;
  return {
    ok: true,
    email: data.email.toLowerCase(),
    address: {
      name: data.name,
      line1: data.line1,
      line2: data.line2 === '' ? null : data.line2,
      city: data.city,
      region: data.region === '' ? null : data.region,
      postalCode: data.postalCode.toUpperCase(),
      country: data.country,
    },
  };
}
