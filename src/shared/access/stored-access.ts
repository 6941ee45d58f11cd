import { isRoleName, type RoleName } from './roles';

/** What the SPA keeps in localStorage besides the tokens (spec §1: role and permission names, encoded). */
export interface StoredAccess {
  role: RoleName | null;
  permissions: string[];
}

// Base64 of UTF-8 JSON. TextEncoder + btoa/atob exist both in browsers and in Node ≥ 16, so the
// same code runs in the SPA and in tests without Buffer.

function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(encoded: string): string {
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export function encodeStoredAccess(access: StoredAccess): string {
  return toBase64(JSON.stringify({ role: access.role, permissions: access.permissions }));
}

/** The stored access, or null when the text is not something encodeStoredAccess produced. */
export function decodeStoredAccess(text: string): StoredAccess | null {
  let value: unknown;
  try {
    value = JSON.parse(fromBase64(text));
  } catch {
    // Tampered or foreign storage: the caller falls back to asking the server (me).
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { role, permissions } = value as Record<string, unknown>;
  if (role !== null && !isRoleName(role)) return null;
  if (!Array.isArray(permissions) || !permissions.every((p) => typeof p === 'string')) return null;
  return { role, permissions: [...permissions] };
}
