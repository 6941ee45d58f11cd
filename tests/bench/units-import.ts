import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { print } from 'graphql';
import { PREVIEW_ROWS, previewRows } from '../../src/features/units-import/sheet-rows';
import type {
  ImportedUnit,
  UnitKind,
} from '../../src/server/modules/units-import/units-import.columns.service';

// Issue 5: the units import of a 100,000-row sheet (70 % departamentos, 15 % bodegas, 15 %
// estacionamientos, texts as Excel's shared strings). Three processes of this file: one prepares
// the database and the sheet; one is the server (Fastify + GraphQL + PGlite) that this process
// calls over HTTP as the SPA would (multipart check, then the save by import id), so the
// server's peak memory is the import's alone; one times the parse + validation alone and the
// insert paths alone. The SPA's path: the check keeps the rows in the database and answers their
// import_id; savePropertiesImport sends only that id. The goals are printed with the figures.

const ROWS = 100_000;
// Overridable so that benches running side by side do not share a directory or a port.
const DATA_DIR = process.env.BENCH_IMPORT_DIR ?? '/tmp/backoffice-bench-import';
const SHEET = `${DATA_DIR}/unidades-100000.xlsx`;
const PORT = Number(process.env.BENCH_IMPORT_PORT ?? 4297);
const ADMIN = { email: 'admin@banco-importacion.cl', password: 'Importa2025' };

export interface UnitsImportReport {
  rows: number;
  sheetBytes: number;
  /** The server's RSS once listening, and its peak through check + save. */
  baseRssKb: number;
  maxRssKb: number;
  checkMs: number;
  saveMs: number;
  responseBytes: number;
  /** readUnitsSheet alone (unzip, scan, validate), three runs. */
  parseMs: number[];
  /** registerPropertiesSave's insert alone: the rows as one jsonb parameter per kind, into a second project. */
  insertMs: number;
  /** savePropertiesImport's insert alone: the rows kept in units_imports, into a third project. */
  keptInsertMs: number;
  /** checkPropertiesExcel keeping the rows (keepImport) alone. */
  keepMs: number;
  /**
   * CPU time (user + system) of the server through check + save, of the parse runs and of the
   * insert (PGlite runs in-process): steadier than wall time on a machine shared with others.
   */
  serverCpuMs: number;
  parseCpuMs: number[];
  insertCpuMs: number;
}

function spawnSelf(flag: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), flag], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
}

/** Resolves with the first line the child prints that passes `until` (default: its last line). */
function lineOf(child: ChildProcess, until?: (line: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => until?.(l));
      if (line) resolve(line);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`units-import bench child exited with ${code}`));
      resolve(out.trim().split('\n').at(-1) ?? '');
    });
  });
}

/** The SPA's network path for these two calls. */
async function graphql(token: string, body: BodyInit, json: boolean) {
  const res = await fetch(`http://127.0.0.1:${PORT}/graphql`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body,
  });
  const text = await res.text();
  return {
    text,
    body: JSON.parse(text) as {
      data?: Record<string, { status: boolean; data: unknown; import_id?: string | null }>;
    },
  };
}

export async function measureUnitsImport(): Promise<UnitsImportReport> {
  const { CheckPropertiesExcelDocument, SavePropertiesImportDocument } =
    await import('../../graphql/generated/client/graphql');
  await lineOf(spawnSelf('--prepare'));
  const server = spawnSelf('--serve');
  const serverDone = lineOf(server, (line) => line.startsWith('{'));
  await lineOf(server, (line) => line === 'listo');
  const login = await fetch(`http://127.0.0.1:${PORT}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', client_id: 2, client_secret: 'dev-secret',
      username: ADMIN.email, password: ADMIN.password, scope: 'all' }), // prettier-ignore
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const bytes = readFileSync(SHEET);
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: print(CheckPropertiesExcelDocument), variables: { excel: null } }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.excel'] }));
  form.append('0', new Blob([bytes]), 'unidades.xlsx');
  let at = performance.now();
  const checked = await graphql(token, form, false);
  const data = checked.body.data?.checkPropertiesExcel?.data;
  const importId = checked.body.data?.checkPropertiesExcel?.import_id;
  if (!Array.isArray(data) || !importId) {
    throw new Error(`la revisión falló: ${checked.text.slice(0, 500)}`);
  }
  // What the wizard shows before «Guardar»: how many rows, and the first ones.
  previewRows(data, PREVIEW_ROWS);
  const checkMs = performance.now() - at;
  at = performance.now();
  const saved = await graphql(
    token,
    JSON.stringify({
      query: print(SavePropertiesImportDocument),
      variables: { project_id: '1', import_id: importId },
    }),
    true,
  );
  const saveMs = performance.now() - at;
  if (!saved.body.data?.savePropertiesImport?.status) {
    throw new Error(`el guardado falló: ${saved.text.slice(0, 500)}`);
  }
  server.stdin?.end();
  const memory = JSON.parse(await serverDone) as Pick<
    UnitsImportReport,
    'baseRssKb' | 'maxRssKb' | 'serverCpuMs'
  >;
  const parts = JSON.parse(await lineOf(spawnSelf('--parts'))) as Pick<
    UnitsImportReport,
    'parseMs' | 'insertMs' | 'keptInsertMs' | 'keepMs' | 'parseCpuMs' | 'insertCpuMs'
  >;
  rmSync(DATA_DIR, { recursive: true, force: true });
  return { rows: ROWS, sheetBytes: bytes.length, ...memory, checkMs, saveMs,
    responseBytes: checked.text.length, ...parts }; // prettier-ignore
}

export function printUnitsImport(r: UnitsImportReport) {
  const es = (n: number) => Math.round(n).toLocaleString('es-CL');
  const mb = (kb: number) => (kb / 1024).toFixed(0);
  const best = Math.min(...r.parseMs);
  console.log(
    `Importación de ${es(r.rows)} unidades (planilla de ${(r.sheetBytes / 1e6).toFixed(1)} MB) por HTTP: revisar ${es(r.checkMs)} ms + guardar ${es(r.saveMs)} ms = ${es(r.checkMs + r.saveMs)} ms (meta ≤ 3.000 ms); respuesta de la revisión ${(r.responseBytes / 1e6).toFixed(1)} MB`,
  );
  console.log(
    `  leer y validar solos: ${r.parseMs.map(es).join(', ')} ms (${es((r.rows / best) * 1000)} filas/s)`,
  );
  console.log(
    `  guardar las filas revisadas en units_imports: ${es(r.keepMs)} ms; inserción de savePropertiesImport (desde units_imports): ${es(r.keptInsertMs)} ms = ${es((r.rows / r.keptInsertMs) * 1000)} filas/s; de registerPropertiesSave (json como parámetro): ${es(r.insertMs)} ms = ${es((r.rows / r.insertMs) * 1000)} filas/s (meta ≥ 100.000 filas/s)`,
  );
  console.log(
    `  tiempo de CPU: servidor al revisar y guardar ${es(r.serverCpuMs)} ms; leer y validar ${r.parseCpuMs.map(es).join(', ')} ms; inserción ${es(r.insertCpuMs)} ms`,
  );
  console.log(
    `  memoria del servidor: ${mb(r.baseRssKb)} MB escuchando con la base abierta, máximo ${mb(r.maxRssKb)} MB al revisar y guardar: +${mb(r.maxRssKb - r.baseRssKb)} MB de la importación (meta ≤ 300 MB)`,
  );
}

/** A database with one administrator, one agency and three empty projects, and the sheet. */
async function prepare() {
  const { openDatabase } = await import('../../src/server/db/client');
  const { seedIfEmpty } = await import('../../src/server/db/seed');
  const { buildXlsx } = await import('../fixtures/xlsx/xlsx-builder');
  const { unitsSheetRows } = await import('../fixtures/xlsx/units-rows');
  rmSync(DATA_DIR, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: DATA_DIR });
  await seedIfEmpty(database, {
    demo: false,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
  });
  await database.exec(`
    insert into real_state_agencies (name, official_name)
      values ('Inmobiliaria Banco Importación', 'Inmobiliaria Banco Importación SpA');
    insert into projects (id, real_state_agency_id, name, slug, type, price_from, bedrooms_from, area_from)
      select p.id, a.id, p.name, p.slug, 'Departamentos', 1450, 1, 38 from real_state_agencies a,
        (values (1, 'Edificio Planilla Norte', 'edificio-planilla-norte'),
                (2, 'Edificio Planilla Sur', 'edificio-planilla-sur'),
                (3, 'Edificio Planilla Poniente', 'edificio-planilla-poniente')) as p(id, name, slug);`);
  await database.close();
  writeFileSync(SHEET, buildXlsx(unitsSheetRows(ROWS, { textPriceEvery: 50 })));
}

async function serve() {
  const { buildApp } = await import('../../src/server/app');
  const { openDatabase } = await import('../../src/server/db/client');
  const { testConfig } = await import('../harness/test-app');
  const database = await openDatabase({ dataDir: DATA_DIR });
  const config = testConfig({
    dataDir: DATA_DIR,
    storageDir: `${DATA_DIR}/storage`,
    oauthClientSecret: 'dev-secret',
  });
  const app = await buildApp({ database, config });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const baseRssKb = process.resourceUsage().maxRSS;
  const cpu = process.cpuUsage();
  console.log('listo');
  process.stdin.resume();
  process.stdin.once('end', () => {
    const maxRssKb = process.resourceUsage().maxRSS;
    const used = process.cpuUsage(cpu);
    const serverCpuMs = (used.user + used.system) / 1000;
    void app
      .close()
      .then(() => database.close())
      .then(() => {
        console.log(JSON.stringify({ baseRssKb, maxRssKb, serverCpuMs }));
        process.exit(0);
      });
  });
}

async function parts() {
  const { openDatabase } = await import('../../src/server/db/client');
  const { insertUnits, jsonOf, keepImport, keptRowsOf } =
    await import('../../src/server/modules/units-import/units-import.repository');
  const { readUnitsSheet } =
    await import('../../src/server/modules/units-import/units-import.sheet.service');
  const bytes = readFileSync(SHEET);
  const parseMs: number[] = [];
  const parseCpuMs: number[] = [];
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1000;
  };
  const byKind: Record<UnitKind, ImportedUnit[]> = { property: [], warehouse: [], parkinglot: [] };
  for (let run = 0; run < 3; run++) {
    const at = performance.now();
    const cpu = process.cpuUsage();
    const { validation } = await readUnitsSheet(bytes, 'create');
    parseMs.push(performance.now() - at);
    parseCpuMs.push(cpuMs(cpu));
    if (run === 2) {
      validation.units.forEach((u, i) => byKind[validation.kinds[i] ?? 'property'].push(u));
    }
  }
  const kinds = ['property', 'warehouse', 'parkinglot'] as const;
  const database = await openDatabase({ dataDir: DATA_DIR });
  let at = performance.now();
  const cpu = process.cpuUsage();
  await database.db.transaction(async (tx) => {
    for (const kind of kinds) await insertUnits(tx, kind, 2, jsonOf(byKind[kind]));
  });
  const insertMs = performance.now() - at;
  const insertCpuMs = cpuMs(cpu);
  at = performance.now();
  const id = await keepImport(database.db, { userId: 1, projectId: 3, units: byKind });
  const keepMs = performance.now() - at;
  at = performance.now();
  await database.db.transaction(async (tx) => {
    for (const kind of kinds) await insertUnits(tx, kind, 3, keptRowsOf(id, kind));
  });
  const keptInsertMs = performance.now() - at;
  await database.close();
  console.log(JSON.stringify({ parseMs, insertMs, keptInsertMs, keepMs, parseCpuMs, insertCpuMs }));
}

const role = process.argv.find((arg) => ['--prepare', '--serve', '--parts'].includes(arg));
const work =
  role === '--prepare' ? prepare : role === '--serve' ? serve : role === '--parts' ? parts : null;
work?.().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
