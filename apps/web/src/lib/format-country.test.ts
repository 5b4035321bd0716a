import { describe, expect, it } from 'vitest';
import { countryName } from './format-country';

describe('countryName', () => {
  it('names a country from its ISO code', () => {
    expect(countryName('MX')).toBe('Mexico');
    expect(countryName('kr')).toBe('South Korea');
    expect(countryName(' US ')).toBe('United States');
  });

  it('keeps an unknown but well-formed code, drops blank or malformed ones', () => {
    expect(countryName('QQ')).toBe('QQ');
    expect(countryName('')).toBeNull();
    expect(countryName(null)).toBeNull();
    expect(countryName(undefined)).toBeNull();
    expect(countryName('Mexico')).toBeNull();
  });
});
