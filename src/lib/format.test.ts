import { describe, expect, it } from 'vitest';
import {
  formatArea,
  formatCLP,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRut,
  formatUF,
} from './format';

describe('es-CL formatting', () => {
  it('formats calendar dates as dd-mm-aaaa without shifting a day', () => {
    expect(formatDate('2024-03-05')).toBe('05-03-2024');
    expect(formatDate('2024-01-01')).toBe('01-01-2024');
    // 02:00 UTC on the 1st is still the 31st in Santiago (UTC-3 in summer).
    expect(formatDate('2024-01-01T02:00:00Z')).toBe('31-12-2023');
    expect(formatDate(null)).toBe('');
    expect(formatDate('no es fecha')).toBe('');
  });

  it('formats instants on a 24-hour clock in Chile time', () => {
    expect(formatDateTime('2024-03-05T15:04:00Z')).toBe('05-03-2024 12:04');
    expect(formatDateTime('2024-07-10T22:30:00Z')).toBe('10-07-2024 18:30');
    expect(formatDateTime('2024-07-10T22:30:00Z', 'UTC')).toBe('10-07-2024 22:30');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('formats pesos with thousands dots, no decimals and no space after the sign', () => {
    expect(formatCLP(738000)).toBe('$738.000');
    expect(formatCLP(1234567)).toBe('$1.234.567');
    expect(formatCLP('250000')).toBe('$250.000');
    expect(formatCLP(999.6)).toBe('$1.000');
    expect(formatCLP(-1500)).toBe('-$1.500');
    expect(formatCLP(0)).toBe('$0');
    expect(formatCLP(null)).toBe('');
    // The same as Intl's own es-CL peso format.
    const intl = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' });
    expect(formatCLP(738000)).toBe(intl.format(738000));
  });

  it('formats UF with two decimals and a comma', () => {
    expect(formatUF(1234.56)).toBe('UF 1.234,56');
    expect(formatUF('2150.5')).toBe('UF 2.150,50');
    expect(formatUF(0)).toBe('UF 0,00');
    expect(formatUF('')).toBe('');
    expect(formatUF(1499.5)).toBe('UF 1.499,50');
  });

  it('formats money in its currency, areas and percentages', () => {
    expect(formatMoney(1499.5, 'UF')).toBe('UF 1.499,50');
    expect(formatMoney(738000, 'CLP')).toBe('$738.000');
    expect(formatArea(45.3)).toBe('45,30 m²');
    expect(formatArea(1250)).toBe('1.250,00 m²');
    expect(formatArea(null)).toBe('');
    expect(formatPercent(12.5)).toBe('12,5 %');
    expect(formatPercent(100)).toBe('100 %');
    expect(formatPercent(12.5, 2, 2)).toBe('12,50 %');
    expect(formatPercent('')).toBe('');
  });

  it('formats plain numbers', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(54.25, 2)).toBe('54,25');
    expect(formatNumber(54.5, 2, 2)).toBe('54,50');
    expect(formatNumber(54, 2, 2)).toBe('54,00');
    expect(formatNumber('x')).toBe('');
  });

  it('formats RUTs', () => {
    expect(formatRut('123456785')).toBe('12.345.678-5');
    expect(formatRut(12345678, 5)).toBe('12.345.678-5');
    expect(formatRut(null)).toBe('');
  });
});
