import ExcelJS from 'exceljs';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { login, startTestApp, type TestApp } from '../../../tests/harness/test-app';
import { users } from '../db/schema';
import { userScope } from '../modules/users/users.scope';
import { chileWallClock } from '../modules/users/users.export';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp('demo');
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

async function download(email?: string) {
  const headers = email
    ? { authorization: `Bearer ${(await login(t.app, email)).access_token}` }
    : undefined;
  return t.app.inject({ method: 'GET', url: '/api/excelUsers', headers });
}

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its Buffer as an ArrayBuffer; a copy gives it exactly that.
  await workbook.xlsx.load(new Uint8Array(body).buffer);
  const sheet = workbook.getWorksheet('Usuarios');
  if (!sheet) throw new Error('no Usuarios sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows };
}

describe('GET /api/excelUsers', () => {
  it('downloads Usuarios.xlsx with every user for Admin, Spanish headers and a real date', async () => {
    const res = await download('admin@demo.cl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Usuarios.xlsx"');

    const { sheet, rows } = await sheetOf(res.rawPayload);
    expect(rows[0]).toEqual([
      'ID',
      'Nombre',
      'Apellido',
      'Correo',
      'Rol',
      'Inmobiliarias',
      'Estado',
      'Creado',
    ]);
    const [total] = await t.database.db.select({ n: count() }).from(users);
    expect(rows).toHaveLength(total!.n + 1);

    const byEmail = new Map(rows.slice(1).map((row) => [row[3], row]));
    expect(byEmail.get('admin@demo.cl')).toEqual([
      expect.any(Number),
      'Andrea',
      'Valdés Rojas',
      'admin@demo.cl',
      'Admin',
      undefined,
      'Activo',
      expect.any(Date),
    ]);
    expect(byEmail.get('inactivo@demo.cl')?.[6]).toBe('Inactivo');
    expect(byEmail.get('vendedor2@demo.cl')?.[5]).toEqual(expect.stringMatching(/\S/));

    const created = sheet.getRow(2).getCell(8);
    expect(created.type).toBe(ExcelJS.ValueType.Date);
    expect(created.numFmt).toBe('dd-mm-yyyy hh:mm');
  });

  it("gives an agency-scoped viewer only its agencies' users", async () => {
    const { rows } = await sheetOf((await download('realstatevendor@demo.cl')).rawPayload);
    const emails = rows.slice(1).map((row) => row[3]);
    expect(emails).toEqual(
      expect.arrayContaining(['realstateadmin@demo.cl', 'realstatevendor@demo.cl']),
    );
    expect(emails).not.toContain('vendedor2@demo.cl');
    expect(emails).not.toContain('admin@demo.cl');
  });

  it('filters through the one users scope', async () => {
    const spy = vi.spyOn(userScope, 'condition').mockReturnValue(undefined);
    const { rows } = await sheetOf((await download('realstatevendor@demo.cl')).rawPayload);
    expect(spy).toHaveBeenCalled();
    expect(rows.slice(1).map((row) => row[3])).toContain('vendedor2@demo.cl');
  });

  it('answers 401 without a token and 403 to roles outside the users area', async () => {
    expect((await download()).statusCode).toBe(401);
    expect((await download('preapprovaluser@demo.cl')).statusCode).toBe(403);
    expect((await download('realstateuser@demo.cl')).statusCode).toBe(403);
  });
});

describe('chileWallClock', () => {
  it('writes the time as read in Chile, summer and winter', () => {
    // 15:30 UTC is 12:30 in Santiago in January (UTC−3) and 11:30 in July (UTC−4).
    expect(chileWallClock(new Date('2025-01-15T15:30:00Z')).toISOString()).toBe(
      '2025-01-15T12:30:00.000Z',
    );
    expect(chileWallClock(new Date('2025-07-15T15:30:00Z')).toISOString()).toBe(
      '2025-07-15T11:30:00.000Z',
    );
  });
});
