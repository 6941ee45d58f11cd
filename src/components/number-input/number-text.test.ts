import { describe, expect, it } from 'vitest';
import { parseNumberText, shownNumberText } from './number-text';

const CLP = { affixes: ['$', 'CLP'] };
const UF = { affixes: ['UF'] };

describe('parseNumberText', () => {
  it('reads the Chilean way: decimal comma, thousands with points', () => {
    expect(parseNumberText('1.499,50', UF)).toBe(1499.5);
    expect(parseNumberText('1499,5', UF)).toBe(1499.5);
    expect(parseNumberText('1.234.567,891')).toBe(1234567.891);
    expect(parseNumberText(',5')).toBe(0.5);
    expect(parseNumberText(' 2 350,50 ')).toBe(2350.5);
  });

  it('takes a point followed by three digits as thousands', () => {
    expect(parseNumberText('738.000', CLP)).toBe(738000);
    expect(parseNumberText('1.500')).toBe(1500);
    expect(parseNumberText('1.234.567')).toBe(1234567);
  });

  it('reads a lone point that groups nothing as a decimal point', () => {
    expect(parseNumberText('1499.5')).toBe(1499.5);
    expect(parseNumberText('12.50')).toBe(12.5);
    expect(parseNumberText('0.500')).toBe(0.5);
    expect(parseNumberText('1.2345')).toBe(1.2345);
  });

  it('ignores the field’s own unit typed or pasted with the number', () => {
    expect(parseNumberText('$738.000', CLP)).toBe(738000);
    expect(parseNumberText('$ 738.000', CLP)).toBe(738000);
    expect(parseNumberText('UF 1.499,50', UF)).toBe(1499.5);
    expect(parseNumberText('45,3 m²', { affixes: ['m²', 'm2'] })).toBe(45.3);
    expect(parseNumberText('12,5 %', { affixes: ['%'] })).toBe(12.5);
    // Another field's unit is not this field's: pesos typed into a UF field are refused.
    expect(parseNumberText('$738.000', UF)).toBeNaN();
  });

  it('gives null for blank and refuses negatives unless asked', () => {
    expect(parseNumberText('')).toBeNull();
    expect(parseNumberText('   ')).toBeNull();
    expect(parseNumberText('-5')).toBeNaN();
    expect(parseNumberText('-1.500', { allowNegative: true })).toBe(-1500);
    expect(parseNumberText('-2', { allowNegative: true })).toBe(-2);
  });

  it('refuses garbage', () => {
    for (const text of [
      'abc',
      '12a',
      ',',
      '.',
      '-',
      '1,2,3',
      '1,234.56',
      '1.499.5',
      '14.99,5',
      '1.2.3',
      '01.500,5',
      '1e5',
      'Infinity',
      '$',
      '+5',
    ])
      expect(parseNumberText(text, CLP), text).toBeNaN();
  });
});

describe('shownNumberText', () => {
  it('shows the number grouped, with the decimals the field keeps', () => {
    expect(shownNumberText(1499.5, '1499,5', { decimals: 2, minDecimals: 2 })).toBe('1.499,50');
    expect(shownNumberText(738000, '738000', { decimals: 0 })).toBe('738.000');
    expect(shownNumberText(12.5, '12.5', { decimals: 2 })).toBe('12,5');
    expect(shownNumberText(-3, '-3', { decimals: 0 })).toBe('-3');
    expect(shownNumberText(null, '', { decimals: 2 })).toBe('');
  });

  it('keeps unreadable text, and numbers with more decimals than shown, as typed', () => {
    expect(shownNumberText(Number.NaN, '14.99,5', { decimals: 2 })).toBe('14.99,5');
    expect(shownNumberText(1.234, '1,234', { decimals: 2, minDecimals: 2 })).toBe('1,234');
    expect(shownNumberText(738.5, '738,5', { decimals: 0 })).toBe('738,5');
    // Not typed here (a stored value, a reset): every decimal, never the stale text.
    expect(shownNumberText(800000.5, '', { decimals: 0 })).toBe('800.000,5');
    expect(shownNumberText(12.345, '100', { decimals: 2, minDecimals: 2 })).toBe('12,345');
  });
});
