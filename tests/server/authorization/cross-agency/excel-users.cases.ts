import ExcelJS from 'exceljs';
import { inArray, sql } from 'drizzle-orm';
import { users } from '../../../../src/server/db/schema';
import { bearer } from '../../../harness/principals';
import { listed, type CrossCase } from './cross-case';
import { strangers } from './users-read.cases';
import { insertStaff } from './world';

// Usuarios.xlsx for a scoped principal: every person in the file must be a user of its agencies.
// The rows are recognised by their e-mail addresses (whatever the column), then looked up in the
// database, with a user of another agency made just before the download.

const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/gi;

async function emailsIn(file: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its Buffer as an ArrayBuffer: hand it a copy of exactly the file bytes.
  await workbook.xlsx.load(new Uint8Array(file).buffer);
  const found = new Set<string>();
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        for (const match of cell.text.match(EMAIL) ?? []) found.add(match.toLowerCase());
      }),
    ),
  );
  return [...found];
}

export const excelUsersCase: CrossCase = {
  operation: 'GET /api/excelUsers',
  async run({ t }, principal, foreign) {
    await insertStaff(t.database.db, foreign.agencyId, foreign.projectIds.slice(0, 1));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/excelUsers',
      headers: bearer(principal),
    });
    if (res.statusCode === 401 || res.statusCode === 403) {
      return [{ what: 'Usuarios.xlsx', leak: null, outcome: `HTTP ${res.statusCode}` }];
    }
    if (res.statusCode !== 200) {
      const anomaly = `respuesta inesperada: HTTP ${res.statusCode}`;
      return [{ what: 'Usuarios.xlsx', leak: null, anomaly, outcome: `HTTP ${res.statusCode}` }];
    }
    const emails = await emailsIn(res.rawPayload);
    const rows = emails.length
      ? await t.database.db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(sql`lower(${users.email})`, emails))
      : [];
    const outside = await strangers(
      t.database.db,
      principal,
      rows.map((r) => r.id),
    );
    const named = rows.filter((r) => outside.includes(r.id)).map((r) => r.email);
    // A file with addresses the database does not know is broken, not scoped.
    const unknown = emails.filter((e) => !rows.some((r) => r.email.toLowerCase() === e));
    return [
      {
        what: `Usuarios.xlsx (${rows.length} filas)`,
        leak: named.length ? `usuarios de otras agencias en el archivo: ${listed(named)}` : null,
        anomaly:
          rows.length === 0 || unknown.length
            ? `archivo sin usuarios reconocibles (${listed(unknown)})`
            : null,
        outcome: 'HTTP 200',
      },
    ];
  },
};
