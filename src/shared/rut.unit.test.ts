import { describe, expect, it } from 'vitest';
import { cleanRut, formatRut, isValidRut, parseRut, rutCheckDigit, rutProblem } from './rut';

describe('rut', () => {
  it('computes the módulo 11 check digit, including 0 and K', () => {
    expect(rutCheckDigit(12345678)).toBe('5');
    expect(rutCheckDigit('11111111')).toBe('1');
    expect(rutCheckDigit(6)).toBe('K');
    expect(rutCheckDigit(14)).toBe('0');
    expect(rutCheckDigit(76086428)).toBe('5');
  });

  it('validates formatted and raw values', () => {
    expect(isValidRut('12.345.678-5')).toBe(true);
    expect(isValidRut('123456785')).toBe(true);
    expect(isValidRut('6-k')).toBe(true);
    expect(isValidRut('12.345.678-4')).toBe(false);
    expect(isValidRut('0-0')).toBe(false);
    expect(isValidRut('K2345678-5')).toBe(false);
    expect(isValidRut('')).toBe(false);
  });

  it('formats with dots and dash, from a full value or body + dv', () => {
    expect(formatRut('123456785')).toBe('12.345.678-5');
    expect(formatRut('7.654.321-6')).toBe('7.654.321-6');
    expect(formatRut(12345678, '5')).toBe('12.345.678-5');
    expect(formatRut('6', 'k')).toBe('6-K');
    expect(formatRut('no es rut')).toBe('no es rut');
  });

  it('cleans and parses', () => {
    expect(cleanRut(' 12.345.678-k ')).toBe('12345678K');
    expect(parseRut('12.345.678-5')).toEqual({ body: 12345678, dv: '5' });
    expect(parseRut('1')).toBeNull();
  });

  it('explains in Spanish why a RUT cannot be saved', () => {
    expect(rutProblem('12.345.678-5')).toBeNull();
    expect(rutProblem('7.654.321-6')).toBeNull();
    expect(rutProblem('')).toBeNull();
    expect(rutProblem('12.345.678-4')).toBe('El dígito verificador no corresponde');
    expect(rutProblem('12.345-6')).toBe('RUT incompleto');
    expect(rutProblem('1')).toBe('RUT incompleto');
    expect(rutProblem('00.012.345-5')).toBe('RUT incompleto');
    expect(rutProblem('12.34K.678-5')).toBe('RUT incompleto');
  });
});
