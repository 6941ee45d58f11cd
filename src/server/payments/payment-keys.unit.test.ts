import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, maskSecret } from './payment-keys';

const SECRET = 'clave-maestra-de-prueba';

describe('payment keys at rest', () => {
  it('round-trips and never stores the plain text', () => {
    const stored = encryptSecret('pk_live_51HxChileAbc123', SECRET);
    expect(stored).not.toContain('pk_live');
    expect(decryptSecret(stored, SECRET)).toBe('pk_live_51HxChileAbc123');
  });

  it('uses a fresh IV each time', () => {
    expect(encryptSecret('mismo', SECRET)).not.toBe(encryptSecret('mismo', SECRET));
  });

  it('refuses a wrong key or a tampered ciphertext', () => {
    const stored = encryptSecret('sk_test_987', SECRET);
    expect(() => decryptSecret(stored, 'otra-clave')).toThrow();
    const parts = stored.split('.');
    parts[3] = Buffer.from('otro texto').toString('base64url');
    expect(() => decryptSecret(parts.join('.'), SECRET)).toThrow();
    expect(() => decryptSecret('texto-plano', SECRET)).toThrow('Formato');
  });

  it('masks all but the last four characters', () => {
    expect(maskSecret('sk_live_12345678')).toBe('************5678');
    expect(maskSecret('abcd')).toBe('****');
    expect(maskSecret('')).toBe('');
  });
});
