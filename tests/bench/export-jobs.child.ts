import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { exportJobs, users } from '../../src/server/db/schema';
import { seedIfEmpty } from '../../src/server/db/seed';
import { fileStorageFor } from '../../src/server/storage';
import { ExportRunner } from '../../src/server/modules/exports/exports.runner.repository';
import { exportDefinitions } from '../../src/server/modules/exports/exports.definitions.service';
import { EventBus } from '../../src/server/realtime/bus';
import { RUT_DV_SQL } from './rut-sql';

// Run in its own process by export-jobs.ts. `seed <dir>`: a database with 100,000 booking
// requests (set-based SQL). `run <dir>`: opens it as the server would and runs booking exports
// through the real runner (claim, scope, keyset pages, sheet writer, file, notification, audit),
// then prints JSON with the times and the process's peak memory.

export const BOOKINGS = 100_000;
const ADMIN = 'admin@banco-exportaciones.cl';

const bulkSql = `
  insert into real_state_agencies (name, official_name)
    values ('Inmobiliaria Banco Exportaciones', 'Inmobiliaria Banco Exportaciones SpA');
  insert into projects (real_state_agency_id, name, slug, type, price_from, bedrooms_from, area_from)
    select id, 'Condominio Los Aromos ' || g, 'condominio-los-aromos-' || g, 'Departamentos', 1650, 2, 42
    from real_state_agencies, generate_series(1, 4) g where name = 'Inmobiliaria Banco Exportaciones';
  insert into properties (project_id, identifier, model, orientation, price, floor, tower, type,
      bedrooms, bathrooms, total_area, built_area, municipal_area, terrace_area)
    select p.id, chr(65 + g % 4) || lpad(g::text, 4, '0'), 'Modelo ' || chr(65 + g % 6) || ' 2D1B',
      'N', round((1650 + g % 400)::numeric, 2), 1 + g % 20, chr(65 + g % 4), 'Departamento',
      2, 1, 48, 45, 45, 3
    from projects p, generate_series(1, 2500) g where p.slug like 'condominio-los-aromos-%';
  insert into booking_requests (project_id, property_id, status, amount, contact_name,
      contact_rut, contact_email, contact_phone, created_at)
    select pr.project_id, pr.id,
      (array['pending','paid','expired','cancelled','rejected'])[1 + n % 5], 150000 + (n % 7) * 25000,
      (array['Camila','Matías','Valentina','Benjamín','Antonia','Vicente','Josefa','Agustín'])[1 + n % 8]
        || ' ' || (array['González','Muñoz','Rojas','Díaz','Pérez','Soto','Contreras','Silva'])[1 + n % 7]
        || ' ' || (array['Araya','Fuentes','Tapia','Reyes','Morales','Castro'])[1 + n % 6],
      replace(to_char(b, 'FM99,999,999'), ',', '.') || '-' || ${RUT_DV_SQL},
      'cliente' || n || '@correo.cl', '+56 9 ' || lpad((n * 7919 % 100000000)::text, 8, '0'),
      now() - make_interval(mins => n)
    from (select n, 10000000 + n * 97 as b from generate_series(1, ${BOOKINGS}) n) s
    join properties pr on pr.id = (select min(id) from properties) + (s.n % 10000);
  insert into payments (project_id, booking_request_id, transaction_amount, status)
    select project_id, id, amount, 'paid' from booking_requests where status = 'paid';`;

async function seed(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: dir });
  await seedIfEmpty(database, { demo: false, adminEmail: ADMIN, adminPassword: 'Exporta2025' });
  await database.exec(bulkSql);
  await database.exec('vacuum analyze');
  await database.close();
}

async function run(dir: string) {
  const storageDir = mkdtempSync(join(tmpdir(), 'bench-exportaciones-'));
  const config = loadConfig({ DATA_DIR: dir, STORAGE_DIR: storageDir, JWT_SECRET: 'banco', PAYMENT_KEYS_SECRET: 'banco' }); // prettier-ignore
  const database = await openDatabase({ dataDir: dir });
  const [admin] = await database.db.select().from(users).where(eq(users.email, ADMIN));
  const runner = new ExportRunner({
    db: database.db,
    config,
    bus: new EventBus(database),
    definitions: exportDefinitions,
  });
  // What the server's runner does as it starts (runner.start() on the server's onReady): the
  // sweep of expired jobs and stale files. It is also the process's first use of libuv's thread
  // pool, which right after PGlite opens takes 90–180 ms to answer; on the server that wait falls
  // at start, so without the sweep the first export here would pay it and the server's would not.
  await runner.sweep();
  const baseRssKb = Math.round(process.memoryUsage().rss / 1024);
  // PGlite's WebAssembly memory counts as `external`; the JS heap is what the export itself adds.
  const peak = { heapKb: 0, wasmKb: 0 };
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peak.heapKb = Math.max(peak.heapKb, Math.round(m.heapTotal / 1024));
    peak.wasmKb = Math.max(peak.wasmKb, Math.round(m.external / 1024));
  }, 20);
  const runs: { ms: number; cpuMs: number; rows: number; bytes: number }[] = [];
  for (let i = 0; i < 3; i++) {
    await database.db.insert(exportJobs).values({ user_id: admin!.id, type: 'booking_requests', params: {} }); // prettier-ignore
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const done = await runner.runOnce();
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const job = done?.settled;
    if (job?.status !== 'ready' || !job.file_path)
      throw new Error(`export ${job?.status}: ${job?.error}`);
    const file = await fileStorageFor(config, 'private').get(job.file_path);
    file?.body.destroy();
    const cpuMs = (cpu.user + cpu.system) / 1000;
    runs.push({ ms, cpuMs, rows: BOOKINGS, bytes: file?.size ?? 0 });
  }
  clearInterval(sampler);
  await database.close();
  rmSync(storageDir, { recursive: true, force: true });
  rmSync(`${storageDir}-private`, { recursive: true, force: true });
  console.log(
    JSON.stringify({ runs, baseRssKb, maxRssKb: process.resourceUsage().maxRSS, ...peak }),
  );
}

const [mode, dir] = process.argv.slice(2);
if (mode === 'seed' && dir) await seed(dir);
else if (mode === 'run' && dir) await run(dir);
else throw new Error('uso: export-jobs.child.ts seed|run <dir>');
