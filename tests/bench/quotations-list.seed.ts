import { like, min } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/passwords';
import type { Database } from '../../src/server/db/client';
import { realStateAgencies } from '../../src/server/db/schema';
import { seedIfEmpty } from '../../src/server/db/seed';
import { RUT_DV_SQL } from './rut-sql';

// The data of the quotations benchmark, all set-based SQL: 8 agencies with 5 projects each, 250
// homes a project (with a warehouse and a parking lot each), 250,000 customers with valid RUTs
// and a commune, and `count` quotations (one quoted home each, UF prices of the day) spread over
// the last three years, busier projects first, in the status mix a sales team ends up with. An
// Admin and an agency admin (RealstateAdmin of the first agency) sign in.

export const ADMIN = { email: 'admin@banco-cotizaciones.cl', password: 'Cotiza2025' };
export const AGENCY_ADMIN = { email: 'jefa@banco-cotizaciones.cl', password: 'Cotiza2025' };
export const CUSTOMERS = 250_000;
const AGENCY = 'Inmobiliaria Banco Cotizaciones';

/** The RUT body of customer number n (1-based), as the bulk insert gives it. */
export const rutBodyOf = (n: number) => 9_000_000 + n * 37;

const NAMES = `array['Camila','Matías','Valentina','Benjamín','Antonia','Vicente','Josefa',
  'Agustín','Isidora','Tomás','Florencia','Joaquín','Catalina','Martín','Fernanda','Cristóbal']`;
const SURNAMES = `array['González','Muñoz','Rojas','Díaz','Pérez','Soto','Contreras','Silva',
  'Martínez','Sepúlveda','Morales','Rodríguez','López','Fuentes','Hernández','Torres','Araya',
  'Flores','Espinoza','Valenzuela','Castillo','Tapia','Reyes','Gutiérrez','Castro','Pizarro']`;

export function bulkSql(count: number, adminHash: string): string {
  // One quotation every `step` seconds back from now: `count` of them cover three years.
  const step = Math.max(1, Math.floor((3 * 365 * 86_400) / count));
  return `
    insert into real_state_agencies (name, official_name)
      select '${AGENCY} ' || a, '${AGENCY} ' || a || ' SpA' from generate_series(1, 8) a;
    insert into projects (real_state_agency_id, name, slug, type, price_from, bedrooms_from,
        area_from, commune_id)
      select ag.id, 'Condominio Parque ' || ag.k || '-' || g, 'banco-cotizaciones-' || ag.k || '-' || g,
        'Departamentos', 1500 + g * 100, 2, 45, (select min(id) from communes) + g
      from (select id, row_number() over (order by id) as k from real_state_agencies
            where name like '${AGENCY} %') ag, generate_series(1, 5) g;
    insert into properties (project_id, identifier, model, orientation, price, floor, tower, type,
        bedrooms, bathrooms, total_area, built_area, municipal_area, terrace_area)
      select p.id, chr(65 + g % 4) || lpad(g::text, 3, '0'), 'Modelo ' || chr(65 + g % 6) || ' 2D1B',
        (array['N','S','O','P'])[1 + g % 4], round((1500 + g % 400 + random() * 50)::numeric, 2),
        1 + g % 20, chr(65 + g % 4), 'Departamento', 2, 1, 52, 48, 48, 4
      from projects p, generate_series(1, 250) g where p.slug like 'banco-cotizaciones-%';
    insert into warehouses (project_id, identifier, price, floor, type)
      select p.id, 'B' || lpad(g::text, 3, '0'), 60 + g % 20, -1, 'Bodega'
      from projects p, generate_series(1, 250) g where p.slug like 'banco-cotizaciones-%';
    insert into parking_lots (project_id, identifier, price, floor, type)
      select p.id, 'E' || lpad(g::text, 3, '0'), 250 + g % 50, -1, 'Estacionamiento'
      from projects p, generate_series(1, 250) g where p.slug like 'banco-cotizaciones-%';
    insert into customers (name, last_name, rut, rut_dv, email, phone, status, commune_id,
        monthly_rent, created_at)
      select (${NAMES})[1 + n % 16], (${SURNAMES})[1 + n % 26] || ' ' || (${SURNAMES})[1 + n * 7 % 26],
        b, ${RUT_DV_SQL}, 'cliente' || n || '@correo.cl', '+569' || lpad((n::bigint * 7919 % 100000000)::text, 8, '0'),
        'activo', (select min(id) from communes) + n % 300, 650000 + n % 40 * 25000,
        now() - interval '3 years'
      from (select n, ${rutBodyOf(0)} + n * 37 as b from generate_series(1, ${CUSTOMERS}) n) s;
    create temporary table bench_projects as
      select id, row_number() over (order by id) - 1 as k from projects
      where slug like 'banco-cotizaciones-%';
    create temporary table bench_units as
      select h.project_id, h.k, h.id as home, w.id as warehouse, l.id as lot
      from (select id, project_id, row_number() over (partition by project_id order by id) - 1 as k
            from properties) h
      join (select id, project_id, row_number() over (partition by project_id order by id) - 1 as k
            from warehouses) w on w.project_id = h.project_id and w.k = h.k
      join (select id, project_id, row_number() over (partition by project_id order by id) - 1 as k
            from parking_lots) l on l.project_id = h.project_id and l.k = h.k;
    create temporary table bench_customers as
      select min(id) as first from customers;
    -- Busier projects first: project k gets a share that falls with k (about 7:1 first to last).
    insert into quotations (project_id, customer_id, status, minimum_rent, maximum_rent, uf_value,
        origin, created_at, updated_at)
      select bp.id, bc.first + (n::bigint * 7919) % ${CUSTOMERS},
        (array['expired','expired','expired','expired','active','booked','promised','cancelled'])[1 + n % 8],
        600000 + n % 20 * 25000, 900000 + n % 20 * 25000, 37000 + n % 3000 / 10.0,
        (array['web','sala de ventas','portal inmobiliario','redes sociales','referido'])[1 + n % 5],
        now() - make_interval(secs => n * ${step}), now() - make_interval(secs => n * ${step})
      from (select n, floor(40 * power((n * 0.6180339887::float8)::numeric % 1, 1.6))::int as k
            from generate_series(1, ${count}) n) s
      join bench_projects bp on bp.k = s.k
      cross join bench_customers bc;
    insert into property_quotations (quotation_id, property_id, price, property_price,
        warehouse_id, warehouse_price, parking_lot_id, parking_lot_price, created_at)
      select q.id, h.id, h.price + 60 + 250, h.price, w.id, 60, l.id, 250, q.created_at
      from quotations q
      join bench_units u on u.project_id = q.project_id and u.k = q.id % 250
      join properties h on h.id = u.home
      join warehouses w on w.id = u.warehouse
      join parking_lots l on l.id = u.lot;
    insert into users (name, last_name, email, password, status) values
      ('Carolina', 'Vergara Soto', '${AGENCY_ADMIN.email}', '${adminHash}', true);
    insert into user_roles (user_id, role_id, position)
      select u.id, r.id, 0 from users u, roles r
      where u.email = '${AGENCY_ADMIN.email}' and r.name = 'RealstateAdmin';
    insert into real_state_agency_users (user_id, real_state_agency_id)
      select u.id, (select min(id) from real_state_agencies where name like '${AGENCY} %')
      from users u where u.email = '${AGENCY_ADMIN.email}';`;
}

const LOADED = `'customers'::regclass, 'quotations'::regclass, 'property_quotations'::regclass`;

// A bulk load runs faster without per-row foreign-key checks and index upkeep: the constraints and
// secondary indexes of the loaded tables are dropped and rebuilt after it (one validating join,
// one sorted build each), from their own definitions as the catalog gives them.
export const setAside = `
  create temporary table bench_ddl as
    select 1 as pass, format('alter table %s drop constraint %I', conrelid::regclass, conname) as drop_sql,
      format('alter table %s add constraint %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) as make_sql
    from pg_constraint where contype = 'f' and conrelid in (${LOADED})
    union all
    select 0, format('drop index %s', indexrelid::regclass), pg_get_indexdef(indexrelid)
    from pg_index where indrelid in (${LOADED}) and not indisprimary;
  do $$ declare r record; begin
    for r in select drop_sql from bench_ddl order by pass desc loop execute r.drop_sql; end loop;
  end $$;`;
export const restore = `
  do $$ declare r record; begin
    for r in select make_sql from bench_ddl order by pass loop execute r.make_sql; end loop;
  end $$;`;

/**
 * Seeds the platform basics with the Admin, then bulk-loads the benchmark's sales data; returns
 * the agency of the agency admin (its five projects are the busiest).
 */
export async function seedQuotationsBench(database: Database, count: number): Promise<number> {
  await seedIfEmpty(database, {
    demo: false,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
  });
  await database.exec(setAside);
  await database.exec(bulkSql(count, await hashPassword(AGENCY_ADMIN.password)));
  await database.exec(restore);
  // What autovacuum does after a bulk load on a PostgreSQL server (statistics, visibility map).
  await database.exec('vacuum analyze');
  return benchAgencyId(database);
}

/** The agency of the agency admin in a seeded benchmark database. */
export async function benchAgencyId(database: Database): Promise<number> {
  const [agency] = await database.db
    .select({ id: min(realStateAgencies.id) })
    .from(realStateAgencies)
    .where(like(realStateAgencies.name, `${AGENCY} %`));
  if (!agency?.id) throw new Error('sin inmobiliarias de prueba');
  return agency.id;
}
