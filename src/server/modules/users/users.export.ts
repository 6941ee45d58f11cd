import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { asc, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

// Usuarios.xlsx (spec §7 GET api/excelUsers, §9): every user the viewer may see, one row each.

export interface UserExportRow {
  id: number;
  name: string;
  last_name: string;
  email: string;
  status: boolean;
  created_at: Date;
  role: string | null;
  agencies: string | null;
}

export function findUsersForExport(db: DbOrTx, scope: SQL | undefined): Promise<UserExportRow[]> {
  return db
    .select({
      id: users.id,
      name: users.name,
      last_name: users.last_name,
      email: users.email,
      status: users.status,
      created_at: users.created_at,
      role: sql<string | null>`(select r.name from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = "users"."id" order by ur.position, ur.role_id limit 1)`,
      agencies: sql<string | null>`(select string_agg(a.name, ', ' order by a.name)
        from real_state_agency_users l join real_state_agencies a on a.id = l.real_state_agency_id
        where l.user_id = "users"."id")`,
    })
    .from(users)
    .where(scope)
    .orderBy(asc(users.id));
}

const CHILE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * Spreadsheet dates carry no time zone and exceljs writes a Date's UTC fields: the instant is
 * shifted so the cell shows the time as read in Chile.
 */
export function chileWallClock(instant: Date): Date {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(CHILE.formatToParts(instant).find((p) => p.type === type)?.value ?? 0);
  return new Date(
    Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
    ),
  );
}

export const USERS_SHEET = {
  name: 'Usuarios',
  headers: ['ID', 'Nombre', 'Apellido', 'Correo', 'Rol', 'Inmobiliarias', 'Estado', 'Creado'],
} as const;

const WIDTHS = [8, 20, 24, 34, 18, 36, 10, 18];

/** Streams the workbook into `out` row by row (the writer never holds the whole sheet). */
export async function writeUsersWorkbook(out: Writable, rows: readonly UserExportRow[]) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  workbook.creator = 'Back office';
  const sheet = workbook.addWorksheet(USERS_SHEET.name, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = USERS_SHEET.headers.map((header, i) => ({ header, width: WIDTHS[i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of rows) {
    const added = sheet.addRow([
      row.id,
      row.name,
      row.last_name,
      row.email,
      row.role ?? '',
      row.agencies ?? '',
      row.status ? 'Activo' : 'Inactivo',
      chileWallClock(row.created_at),
    ]);
    added.getCell(8).numFmt = 'dd-mm-yyyy hh:mm';
    added.commit();
  }
  sheet.commit();
  await workbook.commit();
}
