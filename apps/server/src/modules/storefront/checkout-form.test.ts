import { describe, expect, it } from 'vitest';
import { readCheckoutValues, validateCheckout } from './checkout-form.ts';

const valid = {
  email: ' Fan@Example.com ',
  name: 'Ada Fan',
  line1: '1 Main St',
  line2: '',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'us',
};

describe('checkout form', () => {
  it('accepts a complete address, trimmed, with empty optional fields as null', () => {
    const result = validateCheckout(readCheckoutValues(valid));
    expect(result).toEqual({
      ok: true,
      email: 'fan@example.com',
      address: {
        name: 'Ada Fan',
        line1: '1 Main St',
        line2: null,
        city: 'Springfield',
        region: 'IL',
        postalCode: '62701',
        country: 'US',
      },
    });
  });

  it('names every bad field with a message', () => {
    const values = readCheckoutValues({ ...valid, email: 'nope', city: '  ', country: 'XX' });
    const result = validateCheckout(values);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      email: 'Enter a valid email address, like name@example.com.',
      city: 'Enter your city.',
      country: 'Choose a country we ship to.',
    });
  });

  it('treats missing or non-string fields as empty', () => {
    const values = readCheckoutValues({ email: ['a'], name: 5 });
    expect(values.email).toBe('');
    expect(values.name).toBe('');
    const result = validateCheckout(values);
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual([
      'email',
      'name',
      'line1',
      'city',
      'postalCode',
      'country',
    ]);
  });

  it('refuses control characters and broken surrogates, field by field, and shows them cleaned', () => {
    const values = readCheckoutValues({
      ...valid,
      name: 'Ada\u0000 Fan',
      line1: '1 Main\u001b St',
      city: 'Spring\ud800field',
    });
    const result = validateCheckout(values);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: "Your full name had characters we can't use. We took them out: please check it.",
      line1: "Your street address had characters we can't use. We took them out: please check it.",
      city: "Your city had characters we can't use. We took them out: please check it.",
    });
    expect(result.values).toMatchObject({
      name: 'Ada Fan',
      line1: '1 Main St',
      city: 'Springfield',
    });
    // Sent again as shown, the form goes through; emoji (surrogate pairs) were never a problem.
    expect(validateCheckout({ ...result.values, name: 'Ada Fan 🎸' }).ok).toBe(true);
  });
});
