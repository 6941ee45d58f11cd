import { rutCheckDigit } from '../../../shared/rut';
import type { Rng } from './random';

// Unique, valid RUTs for demo people. Bodies are in the range of adults alive today
// (≈ 7 to 26 million); the check digit is computed with módulo 11, so about one in eleven ends in K.

export interface SeedRut {
  rut: number;
  rut_dv: string;
}

export function createRutSource(rng: Rng): () => SeedRut {
  const used = new Set<number>();
  return () => {
    let body = rng.int(7_000_000, 26_000_000);
    while (used.has(body)) body += 1;
    used.add(body);
    return { rut: body, rut_dv: rutCheckDigit(body) };
  };
}
