import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { freshDatabase } from '../../../tests/harness/test-database';
import { audits } from '../db/schema';
import { auditValues, diffValues, writeAudit } from './audit';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('auditValues', () => {
  it('drops secret-named keys at every depth and keeps the rest', () => {
    const values = auditValues({
      name: 'Proyecto Altos del Maipo',
      password: '$argon2id$v=19$m=19456,t=2,p=1$abc',
      remember_token: 'abc',
      api_key: 'pk_live_123',
      apiKey: 'pk_live_456',
      secret_key: 'sk_live_789',
      token_hash: 'ff00',
      paymentkey: { api_key: 'x', secret_key: 'y', project_id: 4 },
      executives: [{ name: 'Ana', access_token: 'z' }],
      deliver_date: new Date('2025-03-01T12:00:00Z'),
      missing: undefined,
      visible: true,
    });
    expect(values).toEqual({
      name: 'Proyecto Altos del Maipo',
      paymentkey: { project_id: 4 },
      executives: [{ name: 'Ana' }],
      deliver_date: '2025-03-01T12:00:00.000Z',
      visible: true,
    });
  });

  it('keeps boolean flags under a secret name, which reveal nothing', () => {
    expect(auditValues({ password_changed: true, password: 'Clave2024' })).toEqual({
      password_changed: true,
    });
  });
});

describe('diffValues', () => {
  it('returns only the changed fields, old and new, without secrets', () => {
    const before = { name: 'Camila', last_name: 'Rojas', status: true, password: 'h1' };
    const after = { name: 'Camila', last_name: 'Rojas Soto', status: false, password: 'h2' };
    expect(diffValues(before, after)).toEqual({
      old: { last_name: 'Rojas', status: true },
      new: { last_name: 'Rojas Soto', status: false },
    });
  });

  it('compares dates and nested values by content, and reports new keys', () => {
    const before = { at: new Date('2025-01-01T00:00:00Z'), tags: [1, 2] };
    const after = { at: new Date('2025-01-01T00:00:00Z'), tags: [1, 2], phone: '+56 9 8765 4321' };
    expect(diffValues(before, after)).toEqual({ old: {}, new: { phone: '+56 9 8765 4321' } });
  });
});

describe('writeAudit', () => {
  it('appends one row and never stores passwords or tokens', async () => {
    await database.db.transaction((tx) =>
      writeAudit(tx, {
        userId: 1,
        event: 'updated',
        auditableType: 'User',
        auditableId: 42,
        oldValues: { name: 'Camila', password: 'old-hash' },
        newValues: {
          name: 'Cami',
          password: 'new-hash',
          refresh_token: 'r',
          password_changed: true,
        },
        ip: '190.160.10.20',
      }),
    );
    const rows = await database.db.select().from(audits);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: 1,
      event: 'updated',
      auditable_type: 'User',
      auditable_id: '42',
      old_values: { name: 'Camila' },
      new_values: { name: 'Cami', password_changed: true },
      ip_address: '190.160.10.20',
    });
    expect(JSON.stringify(rows)).not.toMatch(/hash|refresh_token/);
  });

  it('cannot be rewritten afterwards: the table is append-only', async () => {
    await expect(database.db.update(audits).set({ event: 'deleted' })).rejects.toThrow();
    await expect(database.db.delete(audits)).rejects.toThrow();
    expect(await database.db.select().from(audits)).toHaveLength(1);
  });
});
