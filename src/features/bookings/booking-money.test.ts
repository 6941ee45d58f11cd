import { describe, expect, it } from 'vitest';
import { formatUfValue, pesosInUF } from './booking-money';

describe('booking money', () => {
  it('shows the UF value with its decimals', () => {
    expect(formatUfValue(38912.45)).toBe('$ 38.912,45');
    expect(formatUfValue(null)).toBe('');
  });

  it('converts pesos to UF at the value used', () => {
    expect(pesosInUF(250_000, 38912.45)).toBe('UF 6,42');
    expect(pesosInUF(250_000, null)).toBe('');
    expect(pesosInUF(250_000, 0)).toBe('');
    expect(pesosInUF(null, 38912.45)).toBe('');
  });
});
