import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { SheetColumn } from '../../spreadsheets/sheet-writer';
import { SHEET_BATCH_ROWS } from '../../spreadsheets/sheet-writer.batches';
import { readUsers, type UserExportRow } from './users.export.repository';

export type { UserExportRow };

// Usuarios.xlsx (spec §7 GET api/excelUsers, §9): every user the viewer may see, one row each,
// by id. Read in batches after the last id written, so memory holds one batch, not the sheet.

/** Batches of the users under `scope` (userScope.condition), by id. */
export async function* userExportRows(
  db: DbOrTx,
  scope: SQL | undefined,
  size = SHEET_BATCH_ROWS,
): AsyncGenerator<UserExportRow[]> {
  let afterId = 0;
  for (;;) {
    const batch = await readUsers(db, scope, afterId, size);
    if (batch.length) yield batch;
    if (batch.length < size) return;
    afterId = batch[batch.length - 1]!.id;
  }
}

export const USERS_SHEET_NAME = 'Usuarios';

export const USER_COLUMNS: readonly SheetColumn<UserExportRow>[] = [
  { header: 'ID', kind: 'int', width: 8, value: (u) => u.id },
  { header: 'Nombre', kind: 'text', width: 20, value: (u) => u.name },
  { header: 'Apellido', kind: 'text', width: 24, value: (u) => u.last_name },
  { header: 'Correo', kind: 'text', width: 34, value: (u) => u.email },
  { header: 'Rol', kind: 'text', width: 18, value: (u) => u.role },
  { header: 'Inmobiliarias', kind: 'text', width: 36, value: (u) => u.agencies },
  { header: 'Estado', kind: 'text', width: 10, value: (u) => (u.status ? 'Activo' : 'Inactivo') },
  { header: 'Creado', kind: 'datetime', width: 18, value: (u) => u.created_at },
];
