import { rmSync } from 'node:fs';
import { hashPassword } from '../../src/server/auth/passwords';
import { openDatabase } from '../../src/server/db/client';
import { startServer, stopServer } from './server-process';

// The data of the units benchmark: one agency with one apartment project of 5,000 homes (5 towers,
// 25 floors, 40 homes a floor, 8 models, 8 orientations) and an agency admin who works for it, so
// every request goes through the agency scope as the agencies' daily work does. Set-based SQL, no
// GraphQL calls.

export const UNITS = 5_000;
export const BENCH_USER = { email: 'jefa.ventas@banco-unidades.cl', password: 'Unidades2025' };
const PROJECT_SLUG = 'edificio-banco-unidades';

export function bulkUnitsSql(passwordHash: string): string {
  return `
    insert into real_state_agencies (name, official_name)
      values ('Inmobiliaria Banco Unidades', 'Inmobiliaria Banco Unidades SpA');
    insert into projects (real_state_agency_id, name, slug, type, price_from, bedrooms_from, area_from)
      select id, 'Edificio Banco Unidades', '${PROJECT_SLUG}', 'Departamentos', 1850, 1, 38
      from real_state_agencies where name = 'Inmobiliaria Banco Unidades';
    insert into properties (project_id, identifier, model, orientation, price, floor, tower, type,
        bedrooms, bathrooms, total_area, built_area, municipal_area, terrace_area, visible,
        bookeable, promisable, vulnerable, sectores_medios, savings, base_subsidies)
      select p.id, chr(65 + g % 5) || (1 + (g / 5) / 40) || lpad(((g / 5) % 40 + 1)::text, 2, '0'),
        'Modelo ' || chr(65 + g % 8) || ' ' || (1 + g % 3) || 'D' || (1 + g % 2) || 'B',
        (array['N','S','O','P','NO','NP','SO','SP'])[1 + g % 8],
        round((1850 + (g % 8) * 95 + (g / 200) * 4.5)::numeric, 2), 1 + (g / 5) / 40,
        chr(65 + g % 5), 'Departamento', 1 + g % 3, (1 + g % 2)::numeric,
        38 + (g % 8) * 6, 35 + (g % 8) * 6, 35 + (g % 8) * 6, 3 + g % 4, true, true, true,
        g % 10 = 0, g % 3 = 0, 40, 300 + g % 150
      from generate_series(0, ${UNITS - 1}) g, projects p where p.slug = '${PROJECT_SLUG}';
    insert into users (name, last_name, email, password, status)
      values ('Camila', 'Fuentes Araya', '${BENCH_USER.email}', '${passwordHash}', true);
    insert into user_roles (user_id, role_id, position)
      select u.id, r.id, 0 from users u, roles r
      where u.email = '${BENCH_USER.email}' and r.name = 'RealstateAdmin';
    insert into real_state_agency_users (user_id, real_state_agency_id)
      select u.id, a.id from users u, real_state_agencies a
      where u.email = '${BENCH_USER.email}' and a.name = 'Inmobiliaria Banco Unidades';`;
}

/** Migrates and seeds the platform basics (server's own first start), then bulk-loads the units. */
export async function prepareUnitsDatabase(dataDir: string, port: number): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  const env = {
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    OAUTH_CLIENT_SECRET: 'dev-secret',
    ADMIN_EMAIL: 'admin@banco-unidades.cl',
    ADMIN_PASSWORD: 'Administra2025',
  };
  const first = await startServer(port, env);
  await stopServer(first.child);
  const database = await openDatabase({ dataDir });
  try {
    await database.exec(bulkUnitsSql(await hashPassword(BENCH_USER.password)));
    // What autovacuum does after a bulk load on a PostgreSQL server (statistics, visibility map).
    await database.exec('vacuum analyze');
  } finally {
    await database.close();
  }
}
