import ExcelJS from 'exceljs';
import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { login, type TestApp } from '../../../tests/harness/test-app';
import { audits, projects, projectUsers, realStateAgencyUsers, users } from '../db/schema';

// Helpers of the download tests: a GET as a demo user, the sheet read back with exceljs as a
// user's spreadsheet program would, and what the database says the user may see.

// Signing in costs an argon2 hash: one token per app and user.
const tokens = new WeakMap<TestApp, Map<string, string>>();

export async function download(t: TestApp, url: string, email?: string) {
  let headers: Record<string, string> | undefined;
  if (email) {
    const mine = tokens.get(t) ?? new Map<string, string>();
    tokens.set(t, mine);
    let token = mine.get(email);
    if (!token) {
      token = (await login(t.app, email)).access_token;
      mine.set(email, token);
    }
    headers = { authorization: `Bearer ${token}` };
  }
  return t.app.inject({ method: 'GET', url, headers });
}

export async function sheetOf(body: Buffer, name: string) {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its Buffer as an ArrayBuffer; a copy gives it exactly that.
  await workbook.xlsx.load(new Uint8Array(body).buffer);
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no ${name} sheet`);
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, header: rows[0] ?? [], data: rows.slice(1) };
}

export async function userIdOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Live projects the user's agencies own or the user is linked to, by id. */
export async function visibleProjects(t: TestApp, email: string) {
  const db = t.database.db;
  const userId = await userIdOf(t, email);
  const agencies = await db
    .select({ id: realStateAgencyUsers.real_state_agency_id })
    .from(realStateAgencyUsers)
    .where(eq(realStateAgencyUsers.user_id, userId));
  const linked = await db
    .select({ id: projectUsers.project_id })
    .from(projectUsers)
    .where(eq(projectUsers.user_id, userId));
  return db
    .select({ id: projects.id, name: projects.name, agency: projects.real_state_agency_id })
    .from(projects)
    .where(
      and(
        isNull(projects.deleted_at),
        or(
          agencies.length
            ? inArray(
                projects.real_state_agency_id,
                agencies.map((a) => a.id),
              )
            : undefined,
          linked.length
            ? inArray(
                projects.id,
                linked.map((l) => l.id),
              )
            : undefined,
        ),
      ),
    )
    .orderBy(asc(projects.id));
}

/** The newest audit rows of a record, newest first. */
export function auditsOf(t: TestApp, type: string, id: string | number) {
  return t.database.db
    .select()
    .from(audits)
    .where(and(eq(audits.auditable_type, type), eq(audits.auditable_id, String(id))))
    .orderBy(desc(audits.id));
}
