import { describe, expect, it } from 'vitest';
import { decodeStoredAccess, encodeStoredAccess } from './stored-access';

const b64 = (text: string) => btoa(text);

describe('stored access encoding', () => {
  it('round-trips role and permission names, non-ASCII included', () => {
    const access = {
      role: 'RealstateVendor' as const,
      permissions: ['show-users', 'ver-años', 'ñandú ✓'],
    };
    const text = encodeStoredAccess(access);
    expect(text).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(text).not.toContain('show-users');
    expect(decodeStoredAccess(text)).toEqual(access);
  });

  it('round-trips a user without role or permissions', () => {
    expect(decodeStoredAccess(encodeStoredAccess({ role: null, permissions: [] }))).toEqual({
      role: null,
      permissions: [],
    });
  });

  it('returns null for anything it did not produce', () => {
    const garbage = [
      '',
      'no es base64!!',
      b64('not json'),
      b64('null'),
      b64('[]'),
      b64('{"role":"Hacker","permissions":[]}'),
      b64('{"role":"Admin"}'),
      b64('{"role":"Admin","permissions":"show-users"}'),
      b64('{"role":"Admin","permissions":["ok",3]}'),
      b64('\xff\xfe{"role":null,"permissions":[]}'),
    ];
    for (const text of garbage) expect(decodeStoredAccess(text), text).toBeNull();
  });
});
