import { describe, expect, it } from 'vitest';
import { countryNameFor } from './country-name.ts';

describe('the country in the artist’s script', () => {
  it('writes the country as the name’s script does', () => {
    expect(countryNameFor('GR', 'Μαρίνα Καλλέργη')).toBe('Ελλάδα');
    expect(countryNameFor('TH', 'ดาวเหนือ')).toBe('ไทย');
    expect(countryNameFor('IR', 'آرش نیک‌نام')).toBe('ایران');
    expect(countryNameFor('IL', 'נועה ברק')).toBe('ישראל');
    expect(countryNameFor('RU', 'Лиза Гром')).toBe('Россия');
    expect(countryNameFor('KR', '강하늘밴드')).toBe('대한민국');
    expect(countryNameFor('JP', '夜行列車')).toBe('日本');
    expect(countryNameFor('KW', 'نور الصباح')).toBe('الكويت');
  });

  it('follows the script within a country of many (Tamil and Hindi names from India)', () => {
    expect(countryNameFor('IN', 'இளையராஜா')).toBe('இந்தியா');
    expect(countryNameFor('IN', 'मेरी जान')).toBe('भारत');
  });

  it('writes a Latin name’s country in its own language, accents and all', () => {
    expect(countryNameFor('MX', 'Mariana Flores')).toBe('México');
    expect(countryNameFor('ES', 'Sofía Reyes')).toBe('España');
    expect(countryNameFor('PE', 'Los Cometas')).toBe('Perú');
    expect(countryNameFor('DE', 'Die Blaue Stunde')).toBe('Deutschland');
    expect(countryNameFor('VN', 'Trần Minh Khôi')).toBe('Việt Nam');
    expect(countryNameFor('US', 'Ferris Lane')).toBe('United States');
  });

  it('keeps English for unknown countries and scripts the country does not write', () => {
    expect(countryNameFor('RU', 'Kolya')).toBe('Russia');
    expect(countryNameFor('US', 'Лиза Гром')).toBe('United States');
    expect(countryNameFor(null, 'Лиза Гром')).toBeNull();
  });
});
