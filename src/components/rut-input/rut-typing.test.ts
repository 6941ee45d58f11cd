import { describe, expect, it } from 'vitest';
import {
  applyRutEdit,
  canonicalRut,
  caretAfter,
  formatRutTyping,
  rutCharacters,
  significantBefore,
} from './rut-typing';

describe('formatRutTyping', () => {
  it('puts dots and dash in as the user types', () => {
    const steps = ['1', '12', '123', '1234', '12345', '123456', '1234567', '12345678', '123456785'];
    expect(steps.map(formatRutTyping)).toEqual([
      '1',
      '1-2',
      '12-3',
      '123-4',
      '1.234-5',
      '12.345-6',
      '123.456-7',
      '1.234.567-8',
      '12.345.678-5',
    ]);
  });

  it('reads any pasted form the same, k included', () => {
    for (const pasted of ['12.345.678-5', '12345678-5', ' 12 345 678 5 ', '012.345.678-5']) {
      expect(formatRutTyping(pasted)).toBe('12.345.678-5');
    }
    expect(formatRutTyping('16543210-k')).toBe('16.543.210-K');
    // K is only ever a check digit: one in the body is dropped.
    expect(rutCharacters('16K543210K')).toBe('16543210K');
  });
});

describe('canonicalRut', () => {
  it('gives the stored form only for a valid RUT', () => {
    expect(canonicalRut('16543210k')).toBe('16.543.210-K');
    expect(canonicalRut('7654321-6')).toBe('7.654.321-6');
    expect(canonicalRut('12.345.678-4')).toBeNull();
    expect(canonicalRut('')).toBeNull();
  });
});

describe('the caret', () => {
  it('counts digits before it and finds the same digit after formatting', () => {
    expect(significantBefore('12.3456', 4)).toBe(3);
    expect(caretAfter('123.456-7', 3)).toBe(3);
    expect(caretAfter('12.345.678-5', 8)).toBe(10);
    expect(caretAfter('12.345.678-5', 0)).toBe(0);
  });

  it('stays after the typed digit when typing in the middle', () => {
    // '1.234-5' with the caret after '2' (index 3), then '9' typed there.
    expect(applyRutEdit('1.2934-5', 4)).toEqual({ value: '12.934-5', caret: 4 });
  });

  it('moves left over a dash deleted with backspace', () => {
    // '12.345.678-5', backspace right after the dash removes it.
    expect(applyRutEdit('12.345.6785', 10)).toEqual({ value: '12.345.678-5', caret: 10 });
  });

  it('ends at the end after a paste, and refuses a tenth character', () => {
    expect(applyRutEdit('12.345.678-5', 12)).toEqual({ value: '12.345.678-5', caret: 12 });
    expect(applyRutEdit('12.345.678-59', 13)).toBeNull();
  });
});

it('refuses a digit typed after a complete RUT ending in K', () => {
  expect(applyRutEdit('16.543.210-K7', 13)).toBeNull();
});
