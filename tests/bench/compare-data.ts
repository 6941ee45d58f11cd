import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { hashPassword } from '../../src/server/auth/passwords';
import { buildXlsx } from '../fixtures/xlsx/xlsx-builder';
import { unitsSheetRows } from '../fixtures/xlsx/units-rows';
import { pgliteSession, type BulkSession } from './dashboard-copy';
import { ADMIN as DASHBOARD_ADMIN, seedDashboardBench } from './dashboard.seed';
import {
  ADMIN as QUOTATIONS_ADMIN,
  AGENCY_ADMIN as QUOTATIONS_AGENCY_ADMIN,
  bulkSql as quotationsSql,
  restore,
  setAside,
} from './quotations-list.seed';
import { RUT_DV_SQL } from './rut-sql';
import { startServer, stopServer } from './server-process';
import { BENCH_USER, bulkUnitsSql } from './units-seed';

// The data sets of compare-builds.ts, one PGlite directory per build and data set under
// /tmp/compare-builds/<build>/. Each build's own server creates the schema (its migrations, its
// seed of the platform basics and the Admin) on a first start; the bulk rows then go in over a
// raw PGlite session, so the bench's checkout never migrates a build's database. A seeded
// directory is kept with a marker beside it and reused by later runs (a million quotations take
// minutes); delete /tmp/compare-builds/<build> to seed again.

export const ROOT = '/tmp/compare-builds';
export const SERVER_ENV = { SEED_DEMO: '0', STATIC_DIR: 'dist', OAUTH_CLIENT_SECRET: 'dev-secret' };

export interface Build {
  /** baseline | candidate */
  role: string;
  /** The checkout, built (dist/ and dist-server/). */
  dir: string;
  /** Its directory name under ROOT, from its path, so that two checkouts never share data. */
  key: string;
}

export type DatasetName = 'units' | 'quotations' | 'dashboard' | 'exports' | 'import';
export interface User {
  email: string;
  password: string;
}

export const EXPORTS_ADMIN = { email: 'admin@banco-exportaciones.cl', password: 'Exporta2025' };
export const IMPORT_ADMIN = { email: 'admin@banco-importacion.cl', password: 'Importa2025' };
export const EXPORT_ROWS = 100_000;
export const IMPORT_ROWS = 100_000;
export const SHEET = join(ROOT, `unidades-${IMPORT_ROWS}.xlsx`);

export interface Marker {
  seconds: number;
  count: number;
  /** Busiest project (dashboard) or the 100,000-home project (exports). */
  projectId: number;
}

// 100,000 booking requests (the async export) as export-jobs.child.ts seeds them, and one project
// of 100,000 homes (the units download) as units-download.ts does.
const exportsSql = (rows: number) => `
  insert into real_state_agencies (name, official_name)
    values ('Inmobiliaria Banco Exportaciones', 'Inmobiliaria Banco Exportaciones SpA');
  insert into projects (real_state_agency_id, name, slug, type, price_from, bedrooms_from, area_from)
    select id, 'Condominio Los Aromos ' || g, 'condominio-los-aromos-' || g, 'Departamentos', 1650, 2, 42
    from real_state_agencies, generate_series(1, 5) g where name = 'Inmobiliaria Banco Exportaciones';
  insert into properties (project_id, identifier, model, orientation, price, floor, tower, type,
      bedrooms, bathrooms, total_area, built_area, municipal_area, terrace_area)
    select p.id, chr(65 + g % 4) || lpad(g::text, 4, '0'), 'Modelo ' || chr(65 + g % 6) || ' 2D1B',
      'N', round((1650 + g % 400)::numeric, 2), 1 + g % 20, chr(65 + g % 4), 'Departamento',
      2, 1, 48, 45, 45, 3
    from projects p, generate_series(1, 2500) g where p.slug like 'condominio-los-aromos-%'
      and p.slug <> 'condominio-los-aromos-5';
  insert into booking_requests (project_id, property_id, status, amount, contact_name,
      contact_rut, contact_email, contact_phone, created_at)
    select pr.project_id, pr.id,
      (array['pending','paid','expired','cancelled','rejected'])[1 + n % 5], 150000 + (n % 7) * 25000,
      (array['Camila','Matías','Valentina','Benjamín','Antonia','Vicente','Josefa','Agustín'])[1 + n % 8]
        || ' ' || (array['González','Muñoz','Rojas','Díaz','Pérez','Soto','Contreras','Silva'])[1 + n % 7],
      replace(to_char(b, 'FM99,999,999'), ',', '.') || '-' || ${RUT_DV_SQL},
      'cliente' || n || '@correo.cl', '+56 9 ' || lpad((n * 7919 % 100000000)::text, 8, '0'),
      now() - make_interval(mins => n)
    from (select n, 10000000 + n * 97 as b from generate_series(1, ${rows}) n) s
    join properties pr on pr.id = (select min(id) from properties) + (s.n % 10000);
  insert into payments (project_id, booking_request_id, transaction_amount, status)
    select project_id, id, amount, 'paid' from booking_requests where status = 'paid';
  insert into properties (project_id, identifier, model, orientation, price, floor, tower, type,
      bedrooms, bathrooms, total_area, built_area, municipal_area, terrace_area, visible,
      vulnerable, savings, base_subsidies)
    select p.id, chr(65 + g % 20) || (1 + (g / 20) / 50) || lpad(((g / 20) % 50 + 1)::text, 2, '0'),
      'Modelo ' || chr(65 + g % 8) || ' ' || (1 + g % 3) || 'D' || (1 + g % 2) || 'B',
      (array['N','S','O','P','NO','NP','SO','SP'])[1 + g % 8],
      round((1850 + (g % 8) * 95 + (g / 2000) * 4.5)::numeric, 2), 1 + (g / 20) / 50,
      chr(65 + g % 20), 'Departamento', 1 + g % 3, (1 + g % 2)::numeric,
      38 + (g % 8) * 6, 35 + (g % 8) * 6, 35 + (g % 8) * 6, 3 + g % 4, g % 13 <> 0,
      g % 10 = 0, 40, 300 + g % 150
    from generate_series(0, ${rows - 1}) g, projects p where p.slug = 'condominio-los-aromos-5';`;

// One agency and three empty projects (ids 1-3), as units-import.ts prepares them.
const importSql = `
  insert into real_state_agencies (name, official_name)
    values ('Inmobiliaria Banco Importación', 'Inmobiliaria Banco Importación SpA');
  insert into projects (id, real_state_agency_id, name, slug, type, price_from, bedrooms_from, area_from)
    select p.id, a.id, p.name, p.slug, 'Departamentos', 1450, 1, 38 from real_state_agencies a,
      (values (1, 'Edificio Planilla Norte', 'edificio-planilla-norte'),
              (2, 'Edificio Planilla Sur', 'edificio-planilla-sur'),
              (3, 'Edificio Planilla Poniente', 'edificio-planilla-poniente')) as p(id, name, slug);`;

const firstId = async (session: BulkSession, sql: string) =>
  Number((await session.rows(sql))[0]?.id ?? 0);

interface Loader {
  admin: User;
  load(session: BulkSession, count: number): Promise<number>;
}

const loaders: Record<DatasetName, Loader> = {
  units: {
    admin: { email: 'admin@banco-unidades.cl', password: 'Administra2025' },
    load: async (s) => {
      await s.exec(bulkUnitsSql(await hashPassword(BENCH_USER.password)));
      return 0;
    },
  },
  quotations: {
    admin: QUOTATIONS_ADMIN,
    load: async (s, count) => {
      await s.exec(setAside);
      await s.exec(quotationsSql(count, await hashPassword(QUOTATIONS_AGENCY_ADMIN.password)));
      await s.exec(restore);
      return 0;
    },
  },
  dashboard: {
    admin: DASHBOARD_ADMIN,
    load: async (s, count) => (await seedDashboardBench(s, count)).busiestProject,
  },
  exports: {
    admin: EXPORTS_ADMIN,
    load: async (s, count) => {
      await s.exec(exportsSql(count));
      return firstId(s, `select id from projects where slug = 'condominio-los-aromos-5'`);
    },
  },
  import: {
    admin: IMPORT_ADMIN,
    load: async (s) => {
      await s.exec(importSql);
      return 0;
    },
  },
};

export const dataDir = (build: Build, name: DatasetName) => join(ROOT, build.key, name);
const markerOf = (build: Build, name: DatasetName) => `${dataDir(build, name)}.seeded.json`;

/** The build's data set, seeded now or found from an earlier run; `reused` says which. */
export async function prepareDataset(
  build: Build,
  name: DatasetName,
  count: number,
  port: number,
): Promise<Marker & { reused: boolean }> {
  const dir = dataDir(build, name);
  const markerFile = markerOf(build, name);
  if (existsSync(markerFile)) {
    const marker = JSON.parse(readFileSync(markerFile, 'utf8')) as Marker;
    if (marker.count === count) return { ...marker, reused: true };
  }
  rmSync(markerFile, { force: true });
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const t0 = performance.now();
  const loader = loaders[name];
  const env = { ...SERVER_ENV, DATA_DIR: dir, ADMIN_EMAIL: loader.admin.email, ADMIN_PASSWORD: loader.admin.password }; // prettier-ignore
  const first = await startServer(port, env, build.dir);
  await stopServer(first.child);
  const session = await pgliteSession(dir);
  let projectId: number;
  try {
    projectId = await loader.load(session, count);
    // What autovacuum does after a bulk load on a PostgreSQL server (statistics, visibility map).
    await session.exec('vacuum analyze');
  } finally {
    await session.close();
  }
  const marker: Marker = { seconds: (performance.now() - t0) / 1000, count, projectId };
  writeFileSync(markerFile, JSON.stringify(marker));
  return { ...marker, reused: false };
}

/** The import's sheet, written once for every build and run. */
export function prepareSheet(): void {
  if (existsSync(SHEET)) return;
  mkdirSync(ROOT, { recursive: true });
  writeFileSync(`${SHEET}.tmp`, buildXlsx(unitsSheetRows(IMPORT_ROWS, { textPriceEvery: 50 })));
  cpSync(`${SHEET}.tmp`, SHEET);
  rmSync(`${SHEET}.tmp`);
}

/** A fresh copy of the build's seeded import directory: every save goes into empty projects. */
export function freshImportDir(build: Build): string {
  const work = `${dataDir(build, 'import')}-work`;
  rmSync(work, { recursive: true, force: true });
  cpSync(dataDir(build, 'import'), work, { recursive: true });
  return work;
}
