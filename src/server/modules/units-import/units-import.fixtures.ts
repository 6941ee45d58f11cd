// Test support for the units import suites: the four mutations sent as the SPA sends them
// (multipart for sheets), an empty project of a demo user's agency, and what an import could
// have written (to prove that a refusal wrote nothing). Never imported by production code.
import { count } from 'drizzle-orm';
import {
  CheckPropertiesExcelDocument,
  RegisterPropertiesSaveDocument,
  SavePropertiesImportDocument,
  UpdatePropertiesByExcelDocument,
} from '../../../../graphql/generated/client/graphql';
import { sheetUpload } from '../../../../tests/fixtures/xlsx/fixture-files';
import type { TestApp } from '../../../../tests/harness/test-app';
import { executeOperation } from '../../../../tests/harness/test-app';
import { insertAgencyWithProject } from '../../auth/auth.fixtures';
import type { Database, Db } from '../../db/client';
import { seedIfEmpty } from '../../db/seed';
import { audits, exportJobs, parkingLots, properties, warehouses } from '../../db/schema';
import { executeUpload } from '../../storage/storage.fixtures';
import { agenciesOf } from '../agencies/agencies.fixtures';
import { insertProject } from '../projects/projects.fixtures';

export { tokens } from '../agencies/agencies.fixtures';

const fileOf = (name: string) => new File([], name);

export function checkSheet(
  t: Pick<TestApp, 'app'>,
  token: string,
  bytes: Uint8Array,
  name = 'unidades.xlsx',
  projectId?: number,
) {
  return executeUpload(
    t.app,
    CheckPropertiesExcelDocument,
    { excel: fileOf(name), ...(projectId === undefined ? {} : { project_id: String(projectId) }) },
    { excel: sheetUpload(bytes, name) },
    token,
  );
}

/** savePropertiesImport of a check's import_id, as the SPA sends it. */
export function saveImport(
  t: Pick<TestApp, 'app'>,
  token: string,
  projectId: number,
  importId: string,
) {
  return executeOperation(
    t.app,
    SavePropertiesImportDocument,
    { project_id: String(projectId), import_id: importId },
    token,
  );
}

export function updateBySheet(
  t: TestApp,
  token: string,
  projectId: number,
  bytes: Uint8Array,
  name = 'actualizacion.xlsx',
) {
  return executeUpload(
    t.app,
    UpdatePropertiesByExcelDocument,
    { excel: fileOf(name), project_id: String(projectId) },
    { excel: sheetUpload(bytes, name) },
    token,
  );
}

export function saveUnits(t: TestApp, token: string, projectId: number, jsonExcel: unknown) {
  return executeOperation(
    t.app,
    RegisterPropertiesSaveDocument,
    { project_id: String(projectId), jsonExcel },
    token,
  );
}

/** A new project without units of the first agency of a demo user. */
export async function emptyProjectOf(db: Db, email: string, name = 'Condominio Los Aromos') {
  const [agency] = await agenciesOf(db, email);
  if (agency === undefined) throw new Error(`${email} no tiene inmobiliaria`);
  return insertProject(db, agency, { name });
}

/** Row counts of everything an import may write. */
export async function footprint(db: Db) {
  const n = async (table: typeof properties | typeof warehouses | typeof parkingLots) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const [jobs] = await db.select({ n: count() }).from(exportJobs);
  const [audit] = await db.select({ n: count() }).from(audits);
  return {
    properties: await n(properties),
    warehouses: await n(warehouses),
    parkingLots: await n(parkingLots),
    exportJobs: jobs?.n ?? 0,
    audits: audit?.n ?? 0,
  };
}

/** An administrator and one agency's empty project on a database without users (no demo). */
export async function adminWithProject(database: Database) {
  await seedIfEmpty(database, {
    demo: false,
    adminEmail: 'catalina.munoz@backoffice.cl',
    adminPassword: 'Cordillera2024!',
  });
  const { project } = await insertAgencyWithProject(
    database.db,
    'Inmobiliaria Los Robles',
    'Condominio Alto Lircay',
  );
  return { email: 'catalina.munoz@backoffice.cl', password: 'Cordillera2024!', project };
}
