import { readFileSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { print } from 'graphql';
import { z } from 'zod';
import { ProjectsDocument } from '../../graphql/generated/client/graphql';
import { hashPassword } from '../../src/server/auth/passwords';
import { openDatabase } from '../../src/server/db/client';
import { demoToken, startServer, stopServer } from './server-process';

// Issue 5: GET /api/excelProperties of a project with 100,000 homes over loopback, as its agency's
// admin (scope, filters, batched reads, streaming writer, audit row): time to the last byte and
// the server's peak memory (goal of an export of 100,000 rows: ≤ 1.5 s, ≤ 200 MB, streaming).

const HOMES = 100_000;
const USER = { email: 'descargas@banco-planillas.cl', password: 'Planillas2025' };

function bulkSql(hash: string): string {
  return `
    insert into real_state_agencies (name) values ('Inmobiliaria Banco Planillas');
    insert into projects (real_state_agency_id, name, slug, type, price_from, bedrooms_from, area_from)
      select id, 'Ciudad Banco Planillas', 'ciudad-banco-planillas', 'Departamentos', 1850, 1, 38
      from real_state_agencies where name = 'Inmobiliaria Banco Planillas';
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
      from generate_series(0, ${HOMES - 1}) g, projects p where p.slug = 'ciudad-banco-planillas';
    insert into users (name, last_name, email, password, status)
      values ('Javiera', 'Soto Muñoz', '${USER.email}', '${hash}', true);
    insert into user_roles (user_id, role_id, position)
      select u.id, r.id, 0 from users u, roles r
      where u.email = '${USER.email}' and r.name = 'RealstateAdmin';
    insert into real_state_agency_users (user_id, real_state_agency_id)
      select u.id, a.id from users u, real_state_agencies a
      where u.email = '${USER.email}' and a.name = 'Inmobiliaria Banco Planillas';`;
}

const projectsAnswer = z.object({
  data: z.object({ projects: z.object({ data: z.array(z.object({ id: z.string() })) }) }),
});

/** Peak and current resident memory of a process, from /proc (Linux), in MB. */
function memoryOf(pid: number | undefined): { peakMb: number; nowMb: number } {
  const status = pid ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peakMb: kb('VmHWM') / 1024, nowMb: kb('VmRSS') / 1024 };
}

export interface DownloadReport {
  rows: number;
  bytes: number;
  times: number[];
  before: { peakMb: number; nowMb: number };
  after: { peakMb: number; nowMb: number };
}

export async function measureUnitsDownload(port = 4293): Promise<DownloadReport> {
  const dataDir = '/tmp/backoffice-bench-download';
  rmSync(dataDir, { recursive: true, force: true });
  const env = { DATA_DIR: dataDir, SEED_DEMO: '0', OAUTH_CLIENT_SECRET: 'dev-secret' };
  const first = await startServer(port, {
    ...env,
    ADMIN_EMAIL: 'admin@banco-planillas.cl',
    ADMIN_PASSWORD: 'Administra2025',
  });
  await stopServer(first.child);
  const database = await openDatabase({ dataDir });
  try {
    await database.exec(bulkSql(await hashPassword(USER.password)));
    await database.exec('vacuum analyze');
  } finally {
    await database.close();
  }
  const server = await startServer(port, env);
  try {
    const access_token = await demoToken(server.url, USER.email, USER.password);
    const headers = { authorization: `Bearer ${access_token}` };
    const list = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query: print(ProjectsDocument), variables: { page: 1 } }),
    });
    const projectId = projectsAnswer.parse(await list.json()).data.projects.data[0]?.id;
    if (!projectId) throw new Error('sin el proyecto de prueba');
    const before = memoryOf(server.child.pid);
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 4; i++) {
      const t0 = performance.now();
      const url = `${server.url}/api/excelProperties?project_id=${projectId}`;
      const res = await fetch(url, { headers });
      if (res.status !== 200) throw new Error(`excelProperties: HTTP ${res.status}`);
      bytes = (await res.arrayBuffer()).byteLength;
      times.push(performance.now() - t0);
    }
    return { rows: HOMES, bytes, times, before, after: memoryOf(server.child.pid) };
  } finally {
    await stopServer(server.child);
  }
}

export function printUnitsDownload(report: DownloadReport) {
  const [first, ...rest] = report.times;
  console.log(
    `Descarga de unidades (GET /api/excelProperties, ${report.rows.toLocaleString('es-CL')} filas × 32 columnas, por loopback): ${first?.toFixed(0)} ms la primera vez, luego ${rest.map((ms) => ms.toFixed(0)).join(', ')} ms; ${(report.bytes / 1e6).toFixed(1)} MB; memoria del servidor ${report.before.nowMb.toFixed(0)} MB antes, pico ${report.after.peakMb.toFixed(0)} MB (meta ≤ 1,5 s y ≤ 200 MB)`,
  );
}
