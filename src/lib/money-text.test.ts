import { describe, expect, it } from 'vitest';
import { gatewayDate, pesosInUF, ufValueText } from './money-text';

describe('money text', () => {
  it('shows the UF value with its decimals', () => {
    expect(ufValueText(38912.45)).toBe('$38.912,45');
    expect(ufValueText(null)).toBe('');
  });

  it('converts pesos to UF at the value used', () => {
    expect(pesosInUF(250_000, 38912.45)).toBe('UF 6,42');
    expect(pesosInUF(250_000, null)).toBe('');
    expect(pesosInUF(250_000, 0)).toBe('');
    expect(pesosInUF(null, 38912.45)).toBe('');
  });

  it('keeps a gateway day a day and gives an instant its time', () => {
    expect(gatewayDate('2025-03-17')).toBe('17-03-2025');
    expect(gatewayDate('2025-03-17T15:04:00Z')).toMatch(/^17-03-2025 \d{2}:04$/);
    expect(gatewayDate(null)).toBe('');
  });
});
