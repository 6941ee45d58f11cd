import { describe, expect, it } from 'vitest';
import {
  INVALID,
  displayCell,
  excelSerialToDate,
  normalizeHeader,
  parseBoolean,
  parseChileanNumber,
  parseDate,
  parseRut,
  parseUf,
} from './cell-parsers';

const day = (text: string) => new Date(`${text}T00:00:00.000Z`);

describe('parseChileanNumber', () => {
  it.each([
    ['1.234,5', 1234.5],
    ['1234.5', 1234.5],
    ['1.234', 1234],
    ['12,5', 12.5],
    ['1.450.000', 1_450_000],
    ['2.350,75', 2350.75],
    ['0.125', 0.125],
    ['-3', -3],
    ['  42  ', 42],
    [1450.5, 1450.5],
  ])('reads %j as %d', (input, expected) => {
    expect(parseChileanNumber(input)).toBe(expected);
  });

  it.each(['12,5,0', '1,234.5', '1.23.4', '12a', '1 234', 'UF 12', '--1', ',5', '1.'])(
    'refuses %j as NaN',
    (input) => expect(parseChileanNumber(input)).toBeNaN(),
  );

  it('answers null for an empty cell and NaN for a boolean', () => {
    expect(parseChileanNumber('')).toBeNull();
    expect(parseChileanNumber('   ')).toBeNull();
    expect(parseChileanNumber(null)).toBeNull();
    expect(parseChileanNumber(true)).toBeNaN();
  });
});

describe('parseUf', () => {
  it('reads UF amounts with a comma, with or without the UF mark', () => {
    expect(parseUf('UF 1.450,50')).toBe(1450.5);
    expect(parseUf('1.450,50 UF')).toBe(1450.5);
    expect(parseUf('uf2350,7')).toBe(2350.7);
    expect(parseUf('3.100')).toBe(3100);
    expect(parseUf(1890.25)).toBe(1890.25);
  });

  it('refuses what is no amount', () => {
    expect(parseUf('UF')).toBeNull();
    expect(parseUf('UF 12,5,0')).toBeNaN();
    expect(parseUf('mil UF')).toBeNaN();
  });
});

describe('parseBoolean', () => {
  it.each([
    ['SI', true],
    ['Sí', true],
    ['si', true],
    ['NO', false],
    ['No', false],
    ['true', true],
    ['FALSE', false],
    ['Verdadero', true],
    ['falso', false],
    ['1', true],
    ['0', false],
    [1, true],
    [0, false],
    [true, true],
  ])('reads %j as %s', (input, expected) => {
    expect(parseBoolean(input)).toBe(expected);
  });

  it('refuses other words and numbers, and leaves empty as null', () => {
    expect(parseBoolean('quizás')).toBe(INVALID);
    expect(parseBoolean(2)).toBe(INVALID);
    expect(parseBoolean('')).toBeNull();
  });
});

describe('parseDate', () => {
  it('reads dd-mm-aaaa, dd/mm/aaaa, ISO and Excel serials', () => {
    expect(parseDate('15-03-2025')).toEqual(day('2025-03-15'));
    expect(parseDate('5/9/2024')).toEqual(day('2024-09-05'));
    expect(parseDate('2025-12-31')).toEqual(day('2025-12-31'));
    expect(parseDate(45731)).toEqual(day('2025-03-15'));
  });

  it('refuses impossible days and other orders', () => {
    expect(parseDate('31-02-2025')).toBe(INVALID);
    expect(parseDate('15-13-2025')).toBe(INVALID);
    expect(parseDate('03/15/25')).toBe(INVALID);
    expect(parseDate('mañana')).toBe(INVALID);
    expect(parseDate(' ')).toBeNull();
  });

  it('converts serials of both date systems, the 1900 leap-year bug included', () => {
    expect(excelSerialToDate(1)).toEqual(day('1900-01-01'));
    expect(excelSerialToDate(59)).toEqual(day('1900-02-28'));
    expect(excelSerialToDate(61)).toEqual(day('1900-03-01'));
    expect(excelSerialToDate(44197.5)).toEqual(new Date('2021-01-01T12:00:00.000Z'));
    expect(excelSerialToDate(0, true)).toEqual(day('1904-01-01'));
  });
});

describe('parseRut', () => {
  it('reads a RUT with or without dots and dash, canonical and checked by módulo 11', () => {
    expect(parseRut('12.345.678-5')).toBe('12345678-5');
    expect(parseRut('12345678-5')).toBe('12345678-5');
    expect(parseRut('123456785')).toBe('12345678-5');
    expect(parseRut('7.654.321-6')).toBe('7654321-6');
    expect(parseRut('10.000.013-k')).toBe('10000013-K');
    expect(parseRut(123456785)).toBe('12345678-5');
  });

  it('refuses a wrong check digit and malformed text', () => {
    expect(parseRut('12.345.678-9')).toBe(INVALID);
    expect(parseRut('12.34.5678-5')).toBe(INVALID);
    expect(parseRut('12a45678-5')).toBe(INVALID);
    expect(parseRut('0-0')).toBe(INVALID);
    expect(parseRut('')).toBeNull();
  });
});

describe('normalizeHeader and displayCell', () => {
  it('matches headers with or without accents, case, spaces and underscores', () => {
    expect(normalizeHeader('Baños')).toBe(normalizeHeader('banos'));
    expect(normalizeHeader('Precio UF')).toBe(normalizeHeader('precio_uf'));
    expect(normalizeHeader(' ORIENTACIÓN ')).toBe('orientacion');
    expect(normalizeHeader('Superficie_Total')).toBe('superficietotal');
  });

  it('shows values as a Chilean user typed them', () => {
    expect(displayCell(1450.505)).toBe('1450,505');
    expect(displayCell(false)).toBe('FALSO');
    expect(displayCell(day('2025-03-05'))).toBe('05-03-2025');
    expect(displayCell('12,5,0')).toBe('12,5,0');
  });
});
