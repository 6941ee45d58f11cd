import ExcelJS from 'exceljs';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { login, startTestApp, type TestApp } from '../../../tests/harness/test-app';
import { users } from '../db/schema';
import { userScope } from '../modules/users/users.scope.repository';
import { userExportRows } from '../modules/users/users.export';
import { auditsOf, userIdOf } from './excel-downloads.fixtures';

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

const SANTIAGO = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/Santiago',
  dateStyle: 'short',
  timeStyle: 'medium',
});
/** Santiago's wall clock at an instant, as the UTC fields of a date (how exceljs reads a cell). */
const santiagoWall = (instant: Date) =>
  Date.parse(`${SANTIAGO.format(instant).replace(' ', 'T')}Z`) + instant.getMilliseconds();

describe('GET /api/excelUsers', () => {
  it('downloads Usuarios.xlsx with every user for Admin, Spanish headers and a real date', async () => {
    const res = await download('admin@demo.cl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Usuarios.xlsx"; filename*=UTF-8''Usuarios.xlsx`,
    );

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
    const [first] = await t.database.db.select().from(users).orderBy(asc(users.id)).limit(1);
    expect(sheet.getRow(2).getCell(1).value).toBe(first!.id);
    // exceljs reads the serial as a UTC date: its UTC fields are the wall clock of Santiago. The
    // serial is a fraction of a day, read back to about the millisecond: compared within a second
    // rather than by the minute, which a time just before a minute's end could round into.
    expect(created.value).toBeInstanceOf(Date);
    const read = (created.value as Date).getTime();
    expect(Math.abs(read - santiagoWall(first!.created_at))).toBeLessThan(1000);
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

  it('writes one audit row per download: who, which filters, how many rows', async () => {
    const before = (await auditsOf(t, 'Export', 'excelUsers')).length;
    const { rows } = await sheetOf((await download('realstateadmin@demo.cl')).rawPayload);
    // The row is written once the stream has ended, which may be just after the response.
    const found = await vi.waitFor(async () => {
      const audits = await auditsOf(t, 'Export', 'excelUsers');
      expect(audits).toHaveLength(before + 1);
      return audits;
    });
    expect(rows.length - 1).toBeGreaterThan(0);
    expect(found[0]).toMatchObject({
      user_id: await userIdOf(t, 'realstateadmin@demo.cl'),
      event: 'exported',
      new_values: {
        route: 'GET /api/excelUsers',
        filters: {},
        file_name: 'Usuarios.xlsx',
        rows: rows.length - 1,
        complete: true,
      },
    });
  });

  it('neutralizes a name that a spreadsheet would run as a formula', async () => {
    const name = '=HYPERLINK("http://sitio-malo.cl","Ver perfil")';
    await t.database.db
      .update(users)
      .set({ name, last_name: '+56 9 8765 4321' })
      .where(eq(users.email, 'newsuser@demo.cl'));
    const { sheet, rows } = await sheetOf((await download('admin@demo.cl')).rawPayload);
    const index = rows.findIndex((row) => row[3] === 'newsuser@demo.cl');
    const cell = sheet.getRow(index + 1).getCell(2);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(`'${name}`);
    expect(sheet.getRow(index + 1).getCell(3).value).toBe("'+56 9 8765 4321");
  });

  it('answers 401 without a token and 403 to roles outside the users area', async () => {
    expect((await download()).statusCode).toBe(401);
    expect((await download('preapprovaluser@demo.cl')).statusCode).toBe(403);
    expect((await download('realstateuser@demo.cl')).statusCode).toBe(403);
  });
});

describe('userExportRows', () => {
  it('reads every user in id order, batch after batch, whatever the batch size', async () => {
    const all = await t.database.db.select({ id: users.id }).from(users).orderBy(asc(users.id));
    for (const size of [1, 2, all.length, all.length + 1]) {
      const batches: number[][] = [];
      for await (const batch of userExportRows(t.database.db, undefined, size)) {
        batches.push(batch.map((u) => u.id));
      }
      expect(batches.flat(), `size ${size}`).toEqual(all.map((u) => u.id));
      expect(batches.every((b) => b.length <= size)).toBe(true);
    }
  });
});
