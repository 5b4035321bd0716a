import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatPercent, formatWeeklyChange } from './format-figures';

describe('store figures', () => {
  it('writes money in the store currency, cents only when there are some', () => {
    expect(formatMoney(0, 'usd')).toBe('$0');
    expect(formatMoney(5500, 'usd')).toBe('$55');
    expect(formatMoney(5550, 'usd')).toBe('$55.50');
    expect(formatMoney(123_456_78, 'usd')).toBe('$123,456.78');
    expect(formatMoney(4200, 'eur')).toBe('€42');
    expect(formatMoney(4250, 'zzz1')).toBe('42.50 ZZZ1');
  });

  it('signs the change from last week', () => {
    expect(formatWeeklyChange(0)).toBe('+0% from last week');
    expect(formatWeeklyChange(25)).toBe('+25% from last week');
    expect(formatWeeklyChange(-10)).toBe('-10% from last week');
    expect(formatWeeklyChange(1500)).toBe('+1,500% from last week');
  });

  it('writes counts and percentages', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(12_345)).toBe('12,345');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(2.5)).toBe('2.5%');
    expect(formatPercent(33.33)).toBe('33.3%');
  });
});
